import {
  ApiError,
  getOssAuth,
  type StudentQuestion,
  type StudentWorkPaper,
  uploadFileInParts,
  uploadKindOf,
} from '@harbour/api-client';
import { PlainButton } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { preparePhoto } from '../../logic/prepare-photo';
import { fileOfUrl, isPdfFile, TASK_SHEET_ACCEPT, TASK_SHEET_MAX_FILES } from '../../logic/task-sheet-files';
import type { AnswerChange } from '../question-area';
import { QuestionOutcomeOf } from '../question-outcome';

// pdf.js loads only when a task sheet is opened, in chunks of its own; its worker is a file of the build.
const PdfViewer = lazy(async () => {
  const [{ PdfViewer: Viewer }, worker] = await Promise.all([
    import('@harbour/ui/pdf-viewer'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  return {
    default: (props: { url: string; title: string }) => <Viewer {...props} workerUrl={worker.default} />,
  };
});

/** The sheet itself: the teacher's instructions and the PDF, page by page. */
export function TaskSheetPaper({ workPaper }: { workPaper: StudentWorkPaper }) {
  return (
    <section className="st-card st-task-sheet" aria-labelledby="task-sheet-paper">
      <h2 id="task-sheet-paper">
        <Trans>Task sheet</Trans>
      </h2>
      {workPaper.instructions.length > 0 ? (
        <>
          <h3>
            <Trans>Instructions</Trans>
          </h3>
          <ul className="st-task-sheet__instructions">
            {workPaper.instructions.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Suspense
        fallback={
          <p role="status">
            <Trans>Loading the task sheet…</Trans>
          </p>
        }
      >
        <PdfViewer url={workPaper.fileUrl} title={workPaper.fileName} />
      </Suspense>
    </section>
  );
}

/** One attached file: its stored URL and the name the student knows it by. */
interface Attached {
  url: string;
  /** The file's own name when attached on this page; null for a file saved before (named by kind and order). */
  name: string | null;
}

/**
 * The completed sheet handed in as photos or PDFs (up to three): each uploaded through the essay photos' path
 * (photos turned upright and scaled first; the server checks every file by its bytes), listed by its name with
 * a button to remove it, and saved as the sheet's hand-in answer.
 */
export function TaskSheetHandIn({
  question,
  eHomeworkId,
  readOnly,
  onAnswer,
}: {
  question: StudentQuestion;
  eHomeworkId: number;
  readOnly: boolean;
  onAnswer: (change: AnswerChange) => void;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<Attached[]>(() => {
    const saved = question.answer?.localAnswer;
    return (saved && 'imgUrl' in saved ? saved.imgUrl : []).map((url) => ({ url, name: null }));
  });
  // A file saved before is named in the page's language as it is now: "Photo 2", "PDF 1".
  let photos = 0;
  let pdfs = 0;
  const named = files.map((file) => {
    const pdf = isPdfFile(file.url);
    const order = pdf ? ++pdfs : ++photos;
    return { ...file, name: file.name ?? (pdf ? t`PDF ${order}` : t`Photo ${order}`) };
  });
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = (next: Attached[]) => {
    setFiles(next);
    const id = String(question.questionId);
    onAnswer({
      homeworkQuestionId: question.questionId,
      questionId: id,
      // The page's key of a whole question (keptKey): its id twice.
      key: `${question.questionId}/${id}`,
      // The files are the answer, none included: removing the last one is a change to save, not an answer
      // taken back to nothing.
      answered: true,
      complete: next.length > 0,
      // The completed sheet is the student's own work: a hand-in may leave it empty.
      partsLeft: [],
      body: {
        studentAnswer: '',
        combineQuestionId: null,
        eHomeworkId,
        localAnswer: { answerType: 'PICTURE', imgUrl: next.map((file) => file.url), text: '' },
      },
    });
  };

  const attach = async (chosen: FileList | null) => {
    const picked = [...(chosen ?? [])].slice(0, TASK_SHEET_MAX_FILES - files.length);
    if (picked.length === 0) return;
    setUploading(true);
    setProblem(null);
    const added: Attached[] = [];
    try {
      for (const file of picked) {
        const kind = uploadKindOf(file.name, file.type);
        const bytes = kind === 'image' ? await preparePhoto(file, file.name) : file;
        const stored = await uploadFileInParts(await getOssAuth({ kind }), bytes);
        added.push({ url: stored.url, name: file.name });
      }
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.shouldWarn ? error.message : t`The file could not be uploaded.`,
      );
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
    if (added.length > 0) save([...files, ...added]);
  };

  const remove = (url: string) => save(files.filter((file) => fileOfUrl(file.url) !== fileOfUrl(url)));

  return (
    <section className="st-card st-task-sheet-hand-in" aria-labelledby="task-sheet-files">
      <h2 id="task-sheet-files">
        <Trans>Your completed task sheet</Trans>
      </h2>
      {!readOnly ? (
        <p>
          <Trans>
            Attach photos (JPG, PNG) or a PDF of the completed sheet, up to 3 files, then hand it in.
          </Trans>
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="st-task-sheet-hand-in__files" aria-label={t`Attached files`}>
          {named.map((file) => (
            <li key={fileOfUrl(file.url)}>
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
              </a>
              {!readOnly ? (
                <PlainButton variant="secondary" onClick={() => remove(file.url)}>
                  <Trans>Remove {file.name}</Trans>
                </PlainButton>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>No file attached yet.</Trans>
        </p>
      )}
      {!readOnly && files.length < TASK_SHEET_MAX_FILES ? (
        <div className="st-task-sheet-hand-in__attach">
          {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
          <PlainButton disabled={uploading} onClick={() => input.current?.click()}>
            <Trans>Attach photos or a PDF</Trans>
          </PlainButton>
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            aria-hidden="true"
            accept={TASK_SHEET_ACCEPT}
            multiple
            disabled={uploading}
            onChange={(event) => void attach(event.currentTarget.files)}
          />
        </div>
      ) : null}
      {uploading ? (
        <p role="status">
          <Trans>Uploading…</Trans>
        </p>
      ) : null}
      {problem ? (
        <p className="st-error" role="alert">
          {problem}
        </p>
      ) : null}
      {/* Once marked: the score, the teacher's comment and the photos as the teacher marked them. */}
      <QuestionOutcomeOf question={question} />
    </section>
  );
}
