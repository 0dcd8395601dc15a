import type {
  Classification,
  Difficulty,
  LanguageType,
  PracticeType,
  ProcessType,
  PublishHomeworkBody,
  PublishTarget,
  SubjectCode,
  TextbookType,
} from '@harbour/api-client';
import {
  type AnswerTryLimit,
  defaultAudioLanguage,
  defaultDueTime,
  defaultFeedbackSetting,
  feedbackSettingOf,
  formatHongKongDateTime,
  HOMEWORK_NAME_MAX,
  type HomeworkRule,
  homeworkRuleViolations,
  hongKongInputToIso,
  isoToHongKongInput,
  PRACTICE_PROCESS_TYPES,
  parseQuestionNumbers,
  TEST_PROCESS_TYPES,
} from '@harbour/domain';
import { parseTargetKey } from './publish-targets';

/** What the publish form is for: homework, a test, or an HKAT test (tests have duration and maximum). */
export type PublishKind = 'homework' | 'test' | 'hkatTest';

/** The publish form as the teacher types it (spec §3 Homework info, the fields that apply). */
export interface PublishFormValues {
  /** Homework name (required, at most 50). */
  homeworkName: string;
  /** Start, datetime-local in Hong Kong time. */
  startTime: string;
  /** End, datetime-local in Hong Kong time. */
  endTime: string;
  /** Chosen target keys (grade:3, class:12, group:5), several at once. */
  targets: string[];
  /** Difficulty. */
  difficulty: Difficulty;
  /** Number of questions; empty for every chosen question. */
  questionCount: string;
  /** Audio language. */
  audioLanguage: LanguageType;
  /** Video language. */
  videoLanguage: LanguageType;
  /** Whether students may fast-forward videos. */
  allowVideoFastForward: boolean;
  /** Classification (DIAGNOSE … COMBINATION). */
  classification: Classification;
  /** processType (1, 2a … 14). */
  processType: ProcessType;
  /** Question numbers as a list with ranges: 1,2,5-8. Empty means every question. */
  questionNumbers: string;
  /** Tests: duration in minutes. */
  durationMinutes: string;
  /** Tests: maximum in percent. */
  maximumPercent: string;
  /** Whether a student sees right or wrong (and the explanation) at once on checking an answer. */
  immediateFeedback: boolean;
  /** Checks allowed per question: 1, 2, 3 or unlimited. */
  maxTries: TryLimitValue;
}

/**
 * The form's first values: open now (students see it at once), due at 23:59 Hong Kong time of the next
 * school day (`defaultDueTime`), the kind's first processType with its feedback setting, the subject's
 * audio language.
 */
export function initialPublishValues(
  kind: PublishKind,
  defaultName: string,
  now: Date,
  subjectCode?: SubjectCode,
): PublishFormValues {
  const test = kind !== 'homework';
  const processType = test ? TEST_PROCESS_TYPES[0] : PRACTICE_PROCESS_TYPES[0];
  const feedback = defaultFeedbackSetting(processType);
  return {
    homeworkName: defaultName.slice(0, HOMEWORK_NAME_MAX),
    startTime: isoToHongKongInput(now),
    endTime: isoToHongKongInput(defaultDueTime(now)),
    targets: [],
    difficulty: 'MEDIUM',
    questionCount: '',
    audioLanguage: subjectCode ? defaultAudioLanguage(subjectCode) : 'CANTONESE',
    videoLanguage: 'CANTONESE',
    allowVideoFastForward: false,
    classification: test ? 'EXAMINATION' : 'PRACTICE',
    processType,
    questionNumbers: '',
    durationMinutes: test ? '60' : '',
    maximumPercent: test ? '100' : '',
    immediateFeedback: feedback.immediateFeedback,
    maxTries: tryLimitValue(feedback.maxTries),
  };
}

/** The tries select's value of a limit: '1', '2', '3' or 'unlimited'. */
export type TryLimitValue = '1' | '2' | '3' | 'unlimited';

export function tryLimitValue(limit: AnswerTryLimit): TryLimitValue {
  return limit === null ? 'unlimited' : (String(limit) as TryLimitValue);
}

function tryLimitOf(value: TryLimitValue): AnswerTryLimit {
  return value === 'unlimited' ? null : (Number(value) as AnswerTryLimit);
}

/**
 * When students will see a homework starting at `start` (a datetime-local value, Hong Kong time), in the
 * app's one date-time format in the page's language (hk "2026/11/28 下午03:00", en "2026/11/28 03:00 pm");
 * null when it opens at `now` or before (or the value is malformed): students see it at once.
 */
export function studentsSeeItAt(start: string, now: Date, locale: 'hk' | 'en'): string | null {
  const iso = hongKongInputToIso(start);
  if (!iso || Date.parse(iso) <= now.getTime()) return null;
  return formatHongKongDateTime(iso, locale);
}

export type PublishField = keyof PublishFormValues;

/** Problems the form finds before sending: the §5 rules of @harbour/domain, plus missing inputs. */
export type PublishProblem =
  | HomeworkRule
  | 'START_REQUIRED'
  | 'END_REQUIRED'
  | 'TARGET_REQUIRED'
  | 'NUMBER_FORMAT'
  | 'INSUFFICIENT_QUESTIONS';

/** The first problem of each field, in form order; empty when the form may be sent. */
export type PublishProblems = Partial<Record<PublishField, PublishProblem>>;

const FIELD_OF_RULE: Record<string, PublishField> = {
  homeworkName: 'homeworkName',
  startTime: 'startTime',
  endTime: 'endTime',
  durationMinutes: 'durationMinutes',
  maximumPercent: 'maximumPercent',
  questionNumbers: 'questionNumbers',
};

/** A whole number typed in a field: empty → null, anything but digits → NaN. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Every problem of the form at `now` (the domain's homeworkRuleViolations does the §5 rules). With the
 * paper's `questionTotal`, question numbers beyond it, or a count above what is picked, are the spec's
 * 'Insufficient number of questions', said under their field before anything is sent.
 */
export function publishFormProblems(
  values: PublishFormValues,
  now: Date,
  questionTotal?: number,
): PublishProblems {
  const problems: PublishProblems = {};
  const add = (field: PublishField, problem: PublishProblem) => {
    if (!problems[field]) problems[field] = problem;
  };
  const start = hongKongInputToIso(values.startTime);
  const end = hongKongInputToIso(values.endTime);
  if (!start) add('startTime', 'START_REQUIRED');
  if (!end) add('endTime', 'END_REQUIRED');
  const duration = wholeNumber(values.durationMinutes);
  const maximum = wholeNumber(values.maximumPercent);
  const count = wholeNumber(values.questionCount);
  if (Number.isNaN(duration)) add('durationMinutes', 'NUMBER_FORMAT');
  if (Number.isNaN(maximum)) add('maximumPercent', 'NUMBER_FORMAT');
  if (Number.isNaN(count) || count === 0) add('questionCount', 'NUMBER_FORMAT');
  const violations = homeworkRuleViolations(
    {
      homeworkName: values.homeworkName,
      processType: values.processType,
      // Without both times the date rules cannot be read; the missing one is reported above.
      startTime: start ?? end ?? now,
      endTime: end ?? start ?? now,
      durationMinutes: Number.isNaN(duration) ? null : duration,
      maximumPercent: Number.isNaN(maximum) ? null : maximum,
      questionNumbers: values.questionNumbers,
    },
    now,
  );
  for (const violation of violations) {
    const field = FIELD_OF_RULE[violation.field];
    if (field) add(field, violation.rule);
  }
  if (questionTotal !== undefined) {
    const picked = parseQuestionNumbers(values.questionNumbers);
    if (picked.ok && picked.numbers.some((number) => number > questionTotal))
      add('questionNumbers', 'INSUFFICIENT_QUESTIONS');
    const available = picked.ok
      ? picked.numbers.filter((number) => number <= questionTotal).length
      : questionTotal;
    if (count !== null && !Number.isNaN(count) && count > available)
      add('questionCount', 'INSUFFICIENT_QUESTIONS');
  }
  if (values.targets.length === 0) add('targets', 'TARGET_REQUIRED');
  return problems;
}

/** Practice type of a publish: tests are EXAM, HKAT tests HKAT, homework follows its course family. */
export function practiceTypeFor(kind: PublishKind, textbookType: TextbookType): PracticeType {
  if (kind === 'test') return 'EXAM';
  if (kind === 'hkatTest' || textbookType === 'HKAT') return 'HKAT';
  if (textbookType === 'SE_ZONE') return 'SE_ZONE';
  return 'AEL_PRACTICE';
}

/** Where the questions come from and what the homework is about. */
export interface PublishSource {
  subjectCode: SubjectCode;
  gradeCode: number;
  textbookType: TextbookType;
  /** Paper of the questions, or … */
  paperId?: number;
  /** … every paper of a chapter. */
  chapterId?: number;
  /** Knowledge points of the material. */
  knowledgeContents?: string[];
}

/** The POST body of a form without problems. */
export function publishBody(
  values: PublishFormValues,
  source: PublishSource,
  kind: PublishKind = 'homework',
): PublishHomeworkBody {
  const targets = values.targets
    .map(parseTargetKey)
    .filter((target): target is PublishTarget => target !== null);
  const count = wholeNumber(values.questionCount);
  const duration = wholeNumber(values.durationMinutes);
  const maximum = wholeNumber(values.maximumPercent);
  const numbers = values.questionNumbers.trim();
  return {
    homeworkName: values.homeworkName.trim(),
    subjectCode: source.subjectCode,
    gradeCode: source.gradeCode,
    textbookType: source.textbookType,
    ...(source.paperId !== undefined ? { paperId: source.paperId } : {}),
    ...(source.chapterId !== undefined ? { chapterId: source.chapterId } : {}),
    ...(numbers ? { questionNumbers: numbers } : {}),
    ...(count ? { questionCount: count } : {}),
    processType: values.processType,
    classification: values.classification,
    type: practiceTypeFor(kind, source.textbookType),
    difficulty: values.difficulty,
    startTime: hongKongInputToIso(values.startTime) ?? '',
    endTime: hongKongInputToIso(values.endTime) ?? '',
    targets,
    audioLanguage: values.audioLanguage,
    videoLanguage: values.videoLanguage,
    allowVideoFastForward: values.allowVideoFastForward,
    // Without feedback a question is checked once, at the hand-in; a test never has feedback.
    ...feedbackSettingOf(values.processType, {
      immediateFeedback: values.immediateFeedback,
      maxTries: values.immediateFeedback ? tryLimitOf(values.maxTries) : 1,
    }),
    knowledgeContents: source.knowledgeContents ?? [],
    ...(duration !== null && !Number.isNaN(duration) ? { durationMinutes: duration } : {}),
    ...(maximum !== null && !Number.isNaN(maximum) ? { maximumPercent: maximum } : {}),
  };
}
