import { type AnswerResult, type QuestionRightStatus, uploadKindOf } from '../contract';
import { submitQuestionAnswer } from '../queries/questions';
import { getOssAuth, uploadFileInParts } from '../queries/uploads';

/** Where QuestionPlayer says an answer comes from (the shape of its SubmitContext). */
export interface PlayerSubmitContext {
  /** The question answered: the sub-question inside a composite. */
  questionId: string;
  /** The composite's id when the question is a sub-question; null otherwise. */
  combineQuestionId: string | null;
}

/** What QuestionPlayer expects back from a submission (the shape of its SubmitResult). */
export interface PlayerSubmitResult {
  /** RIGHT, WRONG, PART_RIGHT or NOT_CORRECT; null when a test hides the result. */
  questionRightStatus: QuestionRightStatus | null;
  /** The stored answer; fill-in and short answer split it back into blanks. */
  studentAnswer: string | null;
  /** The question's explanation, given with the verdict (media parts); null while it is not. */
  questionAnalysis:
    | {
        contentType: 'TEXT' | 'AUDIO' | 'PICTURE';
        content: string;
        audioType?: 'TITLE' | 'PREVIEW' | 'CONTENT';
      }[]
    | null;
  /** Checks left at this question; null when unlimited. */
  triesLeft: number | null;
}

/** What QuestionPlayer expects back from an upload (the shape of its UploadResult). */
export interface PlayerUploadResult {
  /**
   * Where the player shows the file: the short-lived signed URL the server gave (stored files are private);
   * '' when the upload failed.
   */
  url: string;
  /** MIME type read from the bytes by the server; '' when the upload failed. */
  type: string;
}

/** The calls QuestionPlayer needs, shaped as its `onSubmit` and `uploader` props (question-engine spec §7). */
export interface QuestionPlayerAdapter {
  /** POST /questions/{questionId}/answer with the encoded answer; an ApiError's `shouldWarn` drives the warning. */
  submit(encodedAnswer: string, context: PlayerSubmitContext): Promise<PlayerSubmitResult>;
  /**
   * Essay photos (JPG/JPEG/PNG) and spoken-answer mp3s: GET /oss/auth for the file's kind, then the
   * upload in parts of 256000 bytes, 120000 ms each (spec §7); the stored URL and type. A failure is only logged and gives an empty url (spec §8).
   */
  upload(file: Blob, fileName: string): Promise<PlayerUploadResult>;
}

export interface QuestionPlayerAdapterOptions {
  /** Homework the answers belong to, when the player runs inside one. */
  eHomeworkId?: number;
  /** Where upload failures are logged; console.warn by default. */
  log?: (...details: unknown[]) => void;
}

/** The adapter a back-office screen hands to QuestionPlayer: answers go through the shared client. */
export function createQuestionPlayerAdapter(
  options: QuestionPlayerAdapterOptions = {},
): QuestionPlayerAdapter {
  return {
    async submit(encodedAnswer, context) {
      const result: AnswerResult = await submitQuestionAnswer(context.questionId, {
        studentAnswer: encodedAnswer,
        // The contract's composite id is a number; the player hands ids over as text.
        combineQuestionId: context.combineQuestionId === null ? null : Number(context.combineQuestionId),
        // The player's submit is a check the student asked for: it counts as a try.
        ...(options.eHomeworkId === undefined ? {} : { eHomeworkId: options.eHomeworkId, check: true }),
      });
      return {
        questionRightStatus: result.questionRightStatus,
        studentAnswer: result.studentAnswer,
        questionAnalysis: (result.questionAnalysis ?? null) as PlayerSubmitResult['questionAnalysis'],
        triesLeft: result.triesLeft ?? null,
      };
    },
    async upload(file, fileName) {
      try {
        const auth = await getOssAuth({ kind: uploadKindOf(fileName, file.type) });
        const stored = await uploadFileInParts(auth, file);
        return { url: stored.url, type: stored.contentType };
      } catch (error) {
        (options.log ?? console.warn)(
          'upload failed',
          fileName,
          error instanceof Error ? error.message : error,
        );
        return { url: '', type: '' };
      }
    },
  };
}
