import { homeworkDateRules, homeworkNameRule, hongKongInputToIso } from '@harbour/domain';

// The follow-up form's checks before anything is sent: §5's name and date rules (the domain's, the same the
// server applies), and that there is at least one question and one student.

/** What the follow-up form can be missing or break. */
export type FollowUpProblem =
  | 'HOMEWORK_NAME_REQUIRED'
  | 'HOMEWORK_NAME_TOO_LONG'
  | 'END_BEFORE_TODAY'
  | 'END_BEFORE_START'
  | 'START_AFTER_END'
  | 'START_REQUIRED'
  | 'END_REQUIRED'
  | 'QUESTIONS_REQUIRED'
  | 'STUDENTS_REQUIRED';

/** The form's values: Hong Kong wall times as a datetime field gives them ('' when empty). */
export interface FollowUpValues {
  homeworkName: string;
  startTime: string;
  endTime: string;
  questionCount: number;
  studentCount: number;
}

/** The first problem of each field; empty when the follow-up may be sent. */
export function followUpProblems(
  values: FollowUpValues,
  now: Date,
): Partial<Record<'homeworkName' | 'startTime' | 'endTime' | 'questions' | 'students', FollowUpProblem>> {
  const out: Partial<
    Record<'homeworkName' | 'startTime' | 'endTime' | 'questions' | 'students', FollowUpProblem>
  > = {};
  const name = homeworkNameRule(values.homeworkName);
  if (name === 'HOMEWORK_NAME_REQUIRED' || name === 'HOMEWORK_NAME_TOO_LONG') out.homeworkName = name;
  const start = values.startTime ? hongKongInputToIso(values.startTime) : null;
  const end = values.endTime ? hongKongInputToIso(values.endTime) : null;
  if (!start) out.startTime = 'START_REQUIRED';
  if (!end) out.endTime = 'END_REQUIRED';
  if (start && end) {
    for (const { field, rule } of homeworkDateRules(start, end, now)) {
      const key = field === 'startTime' ? 'startTime' : 'endTime';
      if (
        !out[key] &&
        (rule === 'END_BEFORE_TODAY' || rule === 'END_BEFORE_START' || rule === 'START_AFTER_END')
      )
        out[key] = rule;
    }
  }
  if (values.questionCount === 0) out.questions = 'QUESTIONS_REQUIRED';
  if (values.studentCount === 0) out.students = 'STUDENTS_REQUIRED';
  return out;
}
