import type { BaseQuestion, LanguageType, MediaPart, QuestionRightStatus } from '@harbour/question-core';

/** Where a submission comes from, handed to `onSubmit`. */
export interface SubmitContext {
  /** The id of the question answered (the sub-question inside a composite). */
  questionId: string;
  /** The composite's id when the question is a sub-question; null otherwise (spec §7). */
  combineQuestionId: string | null;
  /** Code name of the answered question's type. */
  questionType: BaseQuestion['questionType'];
  /** The language the player was given, if any. */
  language?: LanguageType;
}

/** What the server answers to a submission (spec §7). */
export interface SubmitResult {
  /** RIGHT, WRONG, PART_RIGHT or NOT_CORRECT. */
  questionRightStatus: QuestionRightStatus;
  /** The stored answer; fill-in and short answer split it back into blanks. */
  studentAnswer?: string | null;
  /** The question's explanation, sent with the verdict to a player whose question came without it. */
  questionAnalysis?: MediaPart[] | null;
  /** Checks left at this question; null or absent when unlimited ('again' then always shows). */
  triesLeft?: number | null;
}

/**
 * Sends an encoded answer. Reject with an error whose `shouldWarn` is true to show its message as
 * a warning (a server's errorMessage); any other rejection shows 'common.serverError'.
 */
export type SubmitHandler = (encodedAnswer: string, context: SubmitContext) => Promise<SubmitResult>;

/** What an upload gives back: the stored URL without its query string, and the file's type. */
export interface UploadResult {
  /** Stored URL; '' means the upload failed. */
  url: string;
  /** MIME type or extension of the stored file. */
  type: string;
}

/** Uploads a photo (jpg, jpeg, png) or an mp3 for essays and spoken answers. */
export type Uploader = (file: Blob, fileName: string) => Promise<UploadResult>;

/** What every answer widget receives from the player. */
export interface WidgetProps<A> {
  /** The question (a base question or a sub-question). */
  question: BaseQuestion;
  /** The local answer, as the core's type module defines it. */
  answer: A;
  /** Replaces the local answer. */
  onChange: (answer: A) => void;
  /** True while submitting and once a status exists. */
  disabled: boolean;
  /** Per-item verdicts of the check in the core's order, or null before checking or without a key. */
  items: readonly boolean[] | null;
  /** The status of the question. */
  status: QuestionRightStatus;
  /** Number of the question in its homework ('3', '2.1'), naming its photos and recordings; none outside one. */
  serialNo?: number | string;
  /** Injected uploader for photos and recordings. */
  uploader?: Uploader;
  /** Reads a message out in the player's live region. */
  announce: (message: string) => void;
  /** Shows a warning under the answer area (spec warnings). */
  warn: (message: string) => void;
}
