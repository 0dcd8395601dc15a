import { LANGUAGE_TYPES, QUESTION_RIGHT_STATUSES, SUBJECT_CODES } from '@harbour/domain';
import * as z from 'zod/mini';
import { type CustomQuestionType, customModule } from './custom-types';
import {
  BASE_QUESTION_TYPES,
  type BaseQuestionType,
  COMPOSITE_QUESTION_TYPES,
  type CompositeQuestionType,
  toCodeName,
} from './question-type';

// ---------------------------------------------------------------------------------------------
// Enumerations (spec §3)
// ---------------------------------------------------------------------------------------------

// Languages, subjects and check results are the platform's (@harbour/domain, bundled into this
// package's build); the engine re-exports them under its own names.

/** Language of a question's audio and wording (spec §3). */
export { LANGUAGE_TYPES };
export type LanguageType = (typeof LANGUAGE_TYPES)[number];

/** Subjects the engine serves (spec §3). */
export const SUBJECTS = SUBJECT_CODES;
export type Subject = (typeof SUBJECTS)[number];

/** Results a check can give; `null` (not in this list) means "not checked yet" (spec §3). */
export { QUESTION_RIGHT_STATUSES };
export type CheckStatus = (typeof QUESTION_RIGHT_STATUSES)[number];
/** Status of a question: null before a submission, then one of the check results. */
export type QuestionRightStatus = CheckStatus | null;

/** Kinds of media part inside a question body or its analysis. */
export const CONTENT_TYPES = ['TEXT', 'AUDIO', 'PICTURE'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Role of an audio part: the title, the preview or the content of a listening question. */
export const AUDIO_TYPES = ['TITLE', 'PREVIEW', 'CONTENT'] as const;
export type AudioType = (typeof AUDIO_TYPES)[number];

/** Kinds of option content. */
export const OPTION_TYPES = ['TEXT', 'PICTURE'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** Side of a connecting or matching item (our addition: the spec leaves the split of options unsaid). */
export const OPTION_SIDES = ['LEFT', 'RIGHT'] as const;
export type OptionSide = (typeof OPTION_SIDES)[number];

/** Choice widget mode (spec §3). */
export const CHOICE_TYPES = ['SINGLE', 'MULTIPLE'] as const;
export type ChoiceType = (typeof CHOICE_TYPES)[number];

/** Layout of connecting and matching items. */
export const ARRANGE_WAYS = ['HORIZONTAL', 'VERTICAL'] as const;
export type ArrangeWay = (typeof ARRANGE_WAYS)[number];

/** Kinds of punctuation cell: running text or a symbol slot. */
export const CELL_TYPES = ['TEXT', 'SYMBOL'] as const;
export type CellType = (typeof CELL_TYPES)[number];

/** Marks a student can put on text in the punctuation editor ('' = none). */
export const UNDER_TYPES = ['', 'UNDERLINE', 'MARK'] as const;
export type UnderType = (typeof UNDER_TYPES)[number];

/** Choice options per row: 1 to 3 (spec §2, §9). */
export const MIN_OPTIONS_PER_ROW = 1;
export const MAX_OPTIONS_PER_ROW = 3;

/** `correctWay` value under which the right answer and analysis may be shown before submitting. */
export const CORRECT_WAY_AUTO = 'AUTO';

// ---------------------------------------------------------------------------------------------
// Entities (spec §3)
// ---------------------------------------------------------------------------------------------

/** One part of a question body or analysis: text, a picture or an audio clip. */
export interface MediaPart {
  /** Kind of content. */
  contentType: ContentType;
  /** Text (may hold HTML and `$$` math) or the URL of the picture or audio. */
  content: string;
  /** Role of an AUDIO part; absent for text and pictures. */
  audioType?: AudioType;
}

/** An option of a choice, drag, recombination, connecting or matching question. */
export interface Option {
  /** Number (or letter) identifying the option in answers: '1', '2' … or 'A', 'B' …. */
  optionNo: string;
  /** Text (may hold `$$` math) or picture URL of the option. */
  optionContent: string;
  /** Whether the content is text or a picture URL. */
  optionType: OptionType;
  /** Position of the option in its list; identifies items in text-drag and matching answers. */
  serialNo?: string;
  /** Column of a connecting or matching item. */
  side?: OptionSide;
  /** Client-side: the number of the item this one is linked to (connecting). */
  connectNo?: string;
  /** Client-side: whether the student chose this option. */
  studentAnswer?: boolean;
  /** Answer key: whether the option is correct. Removed by toStudentView. */
  rightAnswer?: boolean;
  /** Client-side: whether the option is visible in the pool (drag widgets). */
  isShow?: boolean;
}

/** One cell of a punctuation passage (the `textData` of the spec). */
export interface PunctuationCell {
  /** Running text or a symbol slot. */
  type: CellType;
  /** The text, or the symbol the student placed ('' when the slot is empty). */
  content: string;
  /** Answer key: the symbol expected in a SYMBOL cell. Removed by toStudentView. */
  successContent?: string;
  /** Mark the student put on a TEXT cell. */
  underType: UnderType;
  /** Answer key: the mark expected on a TEXT cell. Removed by toStudentView. */
  successUnderType?: UnderType;
  /** Client-side: whether the cell is selected in the editor. */
  selected?: boolean;
}

/** Fields every question shares, base or composite. */
export interface QuestionCommon {
  /** Identifier of the question. */
  questionId: string;
  /** Subject the question belongs to. */
  subjectCode: Subject;
  /** Title shown above the question. */
  questionTitle: string;
  /** Body of the question: text, pictures and audio parts. */
  question: MediaPart[];
  /** URL of a picture shown with the question. */
  questionPicture?: string;
  /** URL of the question's audio. */
  audioUrl?: string;
  /** Explanation shown after checking (removed by toStudentView unless correctWay is AUTO). */
  questionAnalysis?: MediaPart[];
  /** How the answer is revealed; AUTO means the right answer is shown. */
  correctWay?: string;
  /** Result of the last submission; null before one. */
  questionRightStatus: QuestionRightStatus;
  /** The student's last submitted answer, encoded as in spec §3. */
  studentAnswer?: string | null;
}

/** A base (answerable) question; inside a composite it is a child question. */
export interface BaseQuestion extends QuestionCommon {
  /** Code name of the type (short names are converted on parse), or a registered custom type's name. */
  questionType: BaseQuestionType | CustomQuestionType;
  /** Options per row for choices, MIN_OPTIONS_PER_ROW to MAX_OPTIONS_PER_ROW (1 to 3). */
  optionNumOneRaw?: number;
  /** Whether options show their letter. */
  showOptionLetterStatus?: boolean;
  /** Whether blanks take math input (stored wrapped in `$$`). */
  useMathKeyboard?: boolean;
  /** Whether blank answers compare case-sensitively. */
  answerCaseSensitiveStatus?: boolean;
  /**
   * Whether a blank accepts any form equal in value to the key (`3/4`, `0.75`, `75\%` for
   * `\frac{3}{4}`); otherwise math is compared by its spelling-normalised TeX only (`\frac34` =
   * `\frac{3}{4}`).
   */
  answerEquivalentStatus?: boolean;
  /** Word limit of a typed essay; 0 means none. */
  wordsLimit?: number;
  /** First sentence given to the student in an essay. */
  openingSentence?: string;
  /** How many times the audio may be played; 0 or absent means unlimited. */
  answerAudioNum?: number;
  /** Layout of connecting and matching items. */
  arrangeWay?: ArrangeWay;
  /** Whether an option may be used in more than one slot (text drag). */
  optionRepeatStatus?: boolean;
  /** Number of blanks or slots. */
  blankNum?: number;
  /** Cells of a punctuation passage. */
  textData?: PunctuationCell[];
  /** Options of choices, drags, recombination, connecting and matching. */
  options?: Option[];
  /** Answer key: reference pairs ('1-A') of connecting and matching. Removed by toStudentView. */
  rightOptions?: string[];
  /** Answer key: the correct answer encoded as in spec §3. Removed by toStudentView. */
  questionAnswer?: string | null;
}

/** A sub-question of a composite (spec §3 "child question"). */
export type ChildQuestion = BaseQuestion;

/** A composite question (reading, listening, chart) made of child questions. */
export interface CompositeQuestion extends QuestionCommon {
  /** Code name of the composite type. */
  questionType: CompositeQuestionType;
  /** The sub-questions, in order (payloads may call the field childQuestions). */
  combinationQuestions: ChildQuestion[];
  /** URL of the listening title audio. */
  listenTitleAudioUrl?: string;
  /** URL of the listening preview audio. */
  listenPreviewAudioUrl?: string;
  /** URL of the listening content audio. */
  listenContentAudioUrl?: string;
}

export type Question = BaseQuestion | CompositeQuestion;

const COMPOSITE_NAMES = new Set<string>([...COMPOSITE_QUESTION_TYPES, 'read', 'listen', 'chart']);

/** Whether a question is a composite (by code or short name). */
export function isCompositeQuestion(question: Question): question is CompositeQuestion {
  return COMPOSITE_NAMES.has(question.questionType);
}

// ---------------------------------------------------------------------------------------------
// Local answers (spec §3)
// ---------------------------------------------------------------------------------------------

/** How an essay is answered. */
export const ESSAY_ANSWER_TYPES = ['PICTURE', 'TEXT'] as const;
export type EssayAnswerType = (typeof ESSAY_ANSWER_TYPES)[number];

/** Local answer of an essay or long answer. */
export interface EssayAnswer {
  /** Chosen method; null until the student picks one. */
  answerType: EssayAnswerType | null;
  /** URLs of the uploaded photos (at most 3). */
  imgUrl: string[];
  /** Typed text. */
  text: string;
}

/** How a spoken answer is given. */
export const SPEAKING_ANSWER_TYPES = ['UPLOAD', 'RECORD'] as const;
export type SpeakingAnswerType = (typeof SPEAKING_ANSWER_TYPES)[number];

/** One audio clip of a spoken answer. */
export interface AudioClip {
  /** File name (a timestamp with .mp3 for recordings). */
  name: string;
  /** Stored URL of the clip. */
  url: string;
  /** Whether the clip is playing. */
  isStart: boolean;
}

/** Local answer of a speaking question. */
export interface SpeakingAnswer {
  /** Chosen method; null until the student picks one. */
  answerType: SpeakingAnswerType | null;
  /** Uploaded mp3 files. */
  uploadList: AudioClip[];
  /** Recorded clips. */
  makeList: AudioClip[];
}

/** One blank as a fill widget shows it. */
export interface FillAnswerEntry {
  /** What the student typed or chose. */
  value: string;
  /** null unchecked, true correct, false wrong. */
  rightError: boolean | null;
}

/** One link of a connecting or matching answer. */
export interface AnswerPair {
  /** serialNo of the left item. */
  left: string;
  /** optionNo (connecting) or serialNo (matching) of the right item; '' when unanswered (matching). */
  right: string;
}

/** Temporary object-storage credentials for uploads (values are secret and never shown). */
export interface UploadCredentials {
  /** Storage region. */
  region: string;
  /** Temporary access key id. */
  accessKeyId: string;
  /** Temporary access key secret. */
  accessKeySecret: string;
  /** Security token of the temporary credentials. */
  stsToken: string;
  /** Bucket name. */
  bucketName: string;
  /** Storage endpoint. */
  endpoint: string;
  /** Public domain of the bucket. */
  bucketDomain: string;
}

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

const idSchema = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);
const text = z._default(z.string(), '');
const optionalText = z.optional(z.string());

const mediaPartSchema = z.object({
  /** Kind of content. */
  contentType: z.enum(CONTENT_TYPES),
  /** Text (may hold HTML and `$$` math) or the URL of the picture or audio. */
  content: text,
  /** Role of an AUDIO part; absent for text and pictures. */
  audioType: z.optional(z.enum(AUDIO_TYPES)),
});

const optionSchema = z.object({
  /** Number (or letter) identifying the option in answers: '1', '2' … or 'A', 'B' …. */
  optionNo: idSchema,
  /** Text (may hold `$$` math) or picture URL of the option. */
  optionContent: text,
  /** Whether the content is text or a picture URL. */
  optionType: z._default(z.enum(OPTION_TYPES), 'TEXT'),
  /** Position of the option in its list; identifies items in text-drag and matching answers. */
  serialNo: z.optional(idSchema),
  /** Column of a connecting or matching item. */
  side: z.optional(z.enum(OPTION_SIDES)),
  /** Client-side: the number of the item this one is linked to (connecting). */
  connectNo: z.optional(idSchema),
  /** Client-side: whether the student chose this option. */
  studentAnswer: z.optional(z.boolean()),
  /** Answer key: whether the option is correct. Removed by toStudentView. */
  rightAnswer: z.optional(z.boolean()),
  /** Client-side: whether the option is visible in the pool (drag widgets). */
  isShow: z.optional(z.boolean()),
});

const underTypeSchema = z.enum(UNDER_TYPES);

const punctuationCellSchema = z.object({
  /** Running text or a symbol slot. */
  type: z.enum(CELL_TYPES),
  /** The text, or the symbol the student placed ('' when the slot is empty). */
  content: text,
  /** Answer key: the symbol expected in a SYMBOL cell. Removed by toStudentView. */
  successContent: optionalText,
  /** Mark the student put on a TEXT cell. */
  underType: z._default(underTypeSchema, ''),
  /** Answer key: the mark expected on a TEXT cell. Removed by toStudentView. */
  successUnderType: z.optional(underTypeSchema),
  /** Client-side: whether the cell is selected in the editor. */
  selected: z.optional(z.boolean()),
});

const count = z.optional(z.int().check(z.gte(0)));

const commonShape = {
  /** Identifier of the question. */
  questionId: idSchema,
  /** Subject the question belongs to. */
  subjectCode: z.enum(SUBJECTS),
  /** Title shown above the question. */
  questionTitle: text,
  /** Body of the question: text, pictures and audio parts. */
  question: z._default(z.array(mediaPartSchema), []),
  /** URL of a picture shown with the question. */
  questionPicture: optionalText,
  /** URL of the question's audio. */
  audioUrl: optionalText,
  /** Explanation shown after checking (removed by toStudentView unless correctWay is AUTO). */
  questionAnalysis: z.optional(z.array(mediaPartSchema)),
  /** How the answer is revealed; AUTO means the right answer is shown. */
  correctWay: optionalText,
  /** Result of the last submission; null before one. */
  questionRightStatus: z._default(z.nullable(z.enum(QUESTION_RIGHT_STATUSES)), null),
  /** The student's last submitted answer, encoded as in spec §3. */
  studentAnswer: z.optional(z.nullable(z.string())),
};

/** A type name among `types` (code or short name); `withCustom` also accepts registered custom types. */
function typeName<T extends string>(types: readonly T[], withCustom = false) {
  return z.pipe(
    z.string(),
    z.transform((value, ctx) => {
      const code = toCodeName(value);
      if (code && (types as readonly string[]).includes(code)) return code as T;
      if (withCustom && customModule(value) !== undefined) return value as T;
      ctx.issues.push({ code: 'invalid_value', values: [...types], input: value });
      return z.NEVER;
    }),
  );
}

const baseQuestionSchema = z.object({
  ...commonShape,
  /** Code name of the type (short names are converted on parse). */
  questionType: typeName<BaseQuestionType | CustomQuestionType>(BASE_QUESTION_TYPES, true),
  /** Options per row for choices, MIN_OPTIONS_PER_ROW to MAX_OPTIONS_PER_ROW (1 to 3). */
  optionNumOneRaw: z.optional(z.int().check(z.gte(MIN_OPTIONS_PER_ROW), z.lte(MAX_OPTIONS_PER_ROW))),
  /** Whether options show their letter. */
  showOptionLetterStatus: z.optional(z.boolean()),
  /** Whether blanks take math input (stored wrapped in `$$`). */
  useMathKeyboard: z.optional(z.boolean()),
  /** Whether blank answers compare case-sensitively. */
  answerCaseSensitiveStatus: z.optional(z.boolean()),
  /** Whether a blank accepts any form equal in value to the key (3/4 = 0.75). */
  answerEquivalentStatus: z.optional(z.boolean()),
  /** Word limit of a typed essay; 0 means none. */
  wordsLimit: count,
  /** First sentence given to the student in an essay. */
  openingSentence: optionalText,
  /** How many times the audio may be played; 0 or absent means unlimited. */
  answerAudioNum: count,
  /** Layout of connecting and matching items. */
  arrangeWay: z.optional(z.enum(ARRANGE_WAYS)),
  /** Whether an option may be used in more than one slot (text drag). */
  optionRepeatStatus: z.optional(z.boolean()),
  /** Number of blanks or slots. */
  blankNum: count,
  /** Cells of a punctuation passage. */
  textData: z.optional(z.array(punctuationCellSchema)),
  /** Options of choices, drags, recombination, connecting and matching. */
  options: z.optional(z.array(optionSchema)),
  /** Answer key: reference pairs ('1-A') of connecting and matching. Removed by toStudentView. */
  rightOptions: z.optional(z.array(z.string())),
  /** Answer key: the correct answer encoded as in spec §3. Removed by toStudentView. */
  questionAnswer: z.optional(z.nullable(z.string())),
});

const compositeQuestionSchema = z.object({
  ...commonShape,
  /** Code name of the composite type. */
  questionType: typeName(COMPOSITE_QUESTION_TYPES),
  /** The sub-questions, in order (payloads may call the field childQuestions). */
  combinationQuestions: z.array(baseQuestionSchema),
  /** URL of the listening title audio. */
  listenTitleAudioUrl: optionalText,
  /** URL of the listening preview audio. */
  listenPreviewAudioUrl: optionalText,
  /** URL of the listening content audio. */
  listenContentAudioUrl: optionalText,
});

// The schemas must produce the documented interfaces.
const schemasMatchTypes: [
  (value: z.output<typeof baseQuestionSchema>) => BaseQuestion,
  (value: z.output<typeof compositeQuestionSchema>) => CompositeQuestion,
] = [(value) => value, (value) => value];
void schemasMatchTypes;

export type ParseResult<T> = { ok: true; question: T } | { ok: false; error: string; path: string };

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      return `must be at most ${issue.maximum}`;
    case 'invalid_union':
      return 'has the wrong type';
    default:
      return 'is invalid';
  }
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  }
  return out || '(root)';
}

/**
 * Validates a question payload (base or composite, code or short type names) and returns the typed
 * question with code names, or an error naming the first wrong field. Never throws.
 */
export function parseQuestion(payload: unknown): ParseResult<Question> {
  const record =
    payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  if (!record) return { ok: false, error: '(root): expected object', path: '(root)' };
  const type = typeof record.questionType === 'string' ? toCodeName(record.questionType) : undefined;
  const composite = type !== undefined && (COMPOSITE_QUESTION_TYPES as readonly string[]).includes(type);
  let input: unknown = record;
  if (composite && record.combinationQuestions === undefined && Array.isArray(record.childQuestions)) {
    input = { ...record, combinationQuestions: record.childQuestions };
  }
  const result = composite ? compositeQuestionSchema.safeParse(input) : baseQuestionSchema.safeParse(input);
  if (result.success) return { ok: true, question: result.data as Question };
  const issue = result.error.issues[0];
  if (!issue) return { ok: false, error: '(root): is invalid', path: '(root)' };
  const path = formatPath(issue.path);
  return { ok: false, error: `${path}: ${describeIssue(issue)}`, path };
}
