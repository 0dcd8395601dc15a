export {
  type AnswerTextLocale,
  type AnswerTextOptions,
  answerKey,
  answerText,
  type CompositeAnswers,
  countWords,
  rightAnswerText,
  sameAnswer,
} from './answer-text';
export { type BlankAnswer, blankCount, fillAnswerEntries, MAX_BLANK_COUNT } from './blanks';
export { type CheckResult, statusFromItems } from './check-result';
export type { CustomQuestionType, CustomQuestionTypeModule, CustomQuestionTypes } from './custom-types';
export {
  ALTERNATIVE_SEPARATOR,
  BLANK_SEPARATOR,
  CONNECT_LETTERS,
  countGaps,
  GAP_MARKER,
  LIST_SEPARATOR,
  MATH_MARKER,
  normalizeBlank,
  PAIR_SEPARATOR,
  pairItemLabel,
  splitGaps,
  toConnectLetter,
  unwrapMath,
  wrapMath,
} from './encoding';
export {
  type CompositeCheckResult,
  checkAnswer,
  checkComposite,
  decodeAnswer,
  emptyAnswer,
  encodeAnswer,
  hasAnswer,
  isAnswerTooLong,
  maxAnswerLength,
  type QuestionOf,
} from './engine';
export { essayWordCount, type FittedEssay, fitEssayText } from './essay-length';
export { htmlToText } from './html-text';
export {
  canonicalTex,
  MATH_TOLERANCE,
  MAX_MATH_LENGTH,
  type MathValue,
  mathValue,
  sameMathValue,
} from './math';
export {
  loadedTemml,
  loadMath,
  MathNotLoadedError,
  mathLoaded,
  onMathLoaded,
  type Temml,
} from './math-loader';
export * from './model';
export type { PunctuationAnswer } from './punctuation';
export {
  ENGLISH_PUNCTUATION_SYMBOLS,
  PUNCTUATION_SYMBOLS,
  parsePunctuation,
  punctuationKey,
  serializePunctuation,
  toCharacterCells,
} from './punctuation';
export * from './question-type';
export {
  type LocalAnswer,
  type LocalAnswerMap,
  moduleFor,
  registerQuestionType,
  registry,
} from './registry';
export { MEDIA_QUESTION_TYPES, mayBeLeftEmpty, requiredPartsLeft } from './required-answers';
export { ANSWER_KEY_FIELDS, findAnswerKeys, toStudentView } from './student-view';
export type { QuestionTypeModule } from './type-module';
export type { ConnectingAnswer } from './types/connecting';
export type { MatchingAnswer } from './types/matching';
export type { MultipleChoiceAnswer } from './types/multiple-choice';
export type { RecombineSentenceAnswer } from './types/recombine-sentence';
export type { SingleChoiceAnswer } from './types/single-choice';
export type { TextDragAnswer } from './types/text-drag';
