// Readable answers for the test reports and the test PDF: a student's encoded answer and a question's key as a
// reader sees them (choices by their number and text, blanks and lists joined), never the raw encoding.
// TODO(#19): use question-core's answerText once it lands, so the reports and the mistakes centre read alike.

/** The parts of a stored question (its `content`) that its readable answers need. */
export interface StoredQuestion {
  questionType?: string;
  questionTitle?: string;
  question?: { contentType?: string; content?: string }[];
  options?: { optionNo?: string; optionContent?: string; optionType?: string; rightAnswer?: boolean }[];
  rightOptions?: string[];
  questionAnswer?: string | null;
  combinationQuestions?: (StoredQuestion & { questionId?: string })[];
}

const TAG = /<[^>]*>/g;
const SPACE = /\s+/g;

/** Text of HTML (tags dropped, entities of the common kind read, spaces collapsed). */
export function plainText(html: string): string {
  return html
    .replace(TAG, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\$\$/g, '')
    .replace(SPACE, ' ')
    .trim();
}

/** The question's text: its title and its text parts, plain, at most `max` characters. */
export function stemOf(question: StoredQuestion, max = 200): string {
  const parts = [
    question.questionTitle ?? '',
    ...(question.question ?? []).filter((p) => p.contentType === 'TEXT').map((p) => p.content ?? ''),
  ];
  const text = plainText(parts.join(' '));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function optionText(question: StoredQuestion, key: string): string {
  const option = question.options?.find((o) => o.optionNo === key || o.optionNo === key.trim());
  if (!option) return key;
  const content = option.optionType === 'PICTURE' ? '' : plainText(option.optionContent ?? '');
  return content === '' ? key : `${key}. ${content}`;
}

const CHOICE_TYPES = new Set(['SINGLE_CHOICE', 'MULTIPLE_CHOICE']);

/** A student's encoded answer as a reader sees it ('' for no answer). */
export function answerTextOf(question: StoredQuestion, encoded: string): string {
  const raw = encoded.trim();
  if (raw === '') return '';
  if (CHOICE_TYPES.has(question.questionType ?? '')) {
    return raw
      .split(/[;,]/)
      .map((key) => key.trim())
      .filter((key) => key !== '')
      .map((key) => optionText(question, key))
      .join('; ');
  }
  return plainText(raw.replace(/##/g, ' / ').replace(/;/g, '; ').replace(/\|/g, ' | '));
}

/** The right answer of a question as a reader sees it ('' when a teacher marks it). */
export function rightAnswerOf(question: StoredQuestion): string {
  if (question.combinationQuestions && question.combinationQuestions.length > 0) {
    return question.combinationQuestions
      .map((child, k) => `(${k + 1}) ${rightAnswerOf(child)}`)
      .filter((text) => !text.endsWith(') '))
      .join(' ');
  }
  const rightOptions = (question.options ?? []).filter((o) => o.rightAnswer === true);
  if (CHOICE_TYPES.has(question.questionType ?? '') && rightOptions.length > 0) {
    return rightOptions.map((o) => optionText(question, o.optionNo ?? '')).join('; ');
  }
  if (question.rightOptions && question.rightOptions.length > 0) return question.rightOptions.join('; ');
  if (question.questionAnswer) return answerTextOf(question, question.questionAnswer);
  return '';
}
