import type { MarkingAnswer, PictureMarking } from '@harbour/api-client';
import { VideoPlayer } from '@harbour/ui';
import { PhotoMarksEditor } from '@harbour/ui/photo-marks-editor';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MarkingDraft } from '../logic/marking-draft';

/** The student's own work on an answer: their text, their photos (marked on in place) and recordings. */
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
  const photos = local && 'imgUrl' in local ? local.imgUrl : [];
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
