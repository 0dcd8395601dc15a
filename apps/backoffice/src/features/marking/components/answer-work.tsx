import type { MarkingAnswer, PictureMarking } from '@harbour/api-client';
import { VideoPlayer } from '@harbour/ui';
import { PhotoMarksEditor } from '@harbour/ui/photo-marks-editor';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { PdfViewer } from '../../../shared/components/pdf-viewer';
import { answerPhotos, type MarkingDraft } from '../logic/marking-draft';

/** Whether a stored file of an answer is a PDF (a task sheet's hand-in): stored keys keep the checked extension. */
const isPdf = (url: string) => /\.pdf$/i.test(url.split(/[?#]/, 1)[0] ?? '');

/**
 * The student's own work on an answer: their text, their photos (marked on in place), the PDFs of a task
 * sheet's hand-in and recordings.
 */
export function AnswerWork({
  answer,
  draft,
  onDraft,
  editable,
}: {
  answer: MarkingAnswer;
  draft: MarkingDraft;
  onDraft: (next: MarkingDraft) => void;
  editable: boolean;
}) {
  const { t } = useLingui();
  const serialNo = answer.serialNo;
  const local = answer.localAnswer;
  const photos = answerPhotos(answer);
  const text = local && 'text' in local ? local.text : '';
  const clips = local && 'uploadList' in local ? [...local.uploadList, ...local.makeList] : [];

  return (
    <>
      {text !== '' ? (
        <figure className="hb-marking__text">
          <figcaption>
            <Trans>The student's text</Trans>
          </figcaption>
          <blockquote>{text}</blockquote>
        </figure>
      ) : null}

      {photos.map((src, index) => {
        const n = index + 1;
        if (isPdf(src))
          return (
            <Suspense key={src} fallback={null}>
              <PdfViewer url={src} title={t`PDF ${n} of question ${serialNo}`} />
            </Suspense>
          );
        const picture = draft.pictures[index] ?? { imgUrl: src, rotation: 0 as const, marks: [] };
        return (
          <PhotoMarksEditor
            key={src}
            src={src}
            name={t`Photo ${n} of question ${serialNo}`}
            value={picture}
            readOnly={!editable}
            onChange={(next) =>
              onDraft({
                ...draft,
                pictures: draft.pictures.map((p, i) =>
                  i === index
                    ? { ...p, rotation: next.rotation, marks: next.marks as PictureMarking['marks'] }
                    : p,
                ),
              })
            }
          />
        );
      })}

      {clips.map((clip, index) => {
        const n = index + 1;
        return (
          <VideoPlayer key={clip.url} src={clip.url} title={t`Recording ${n} of question ${serialNo}`} />
        );
      })}
    </>
  );
}
