import {
  type BaseQuestion,
  checkAnswer,
  isCompositeQuestion,
  parseQuestion,
} from '@harbour/question-engine/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { QUESTION_FULL_MARK } from '../../modules/homework';
import type { Db } from '../client';
import { questions } from '../schema';
import type { SeededPeople } from './people';
import { emptyWork, engineCheckedAnswer, insertClassHomework, insertWork, rightAnswerOf } from './work';

// A marked and published test for the test reports: demo-teacher's 5A English "Mid-term Test",
// due 40 days ago, handed in by every student but the last, checked by the engine, each answer to the last
// question commented by the teacher. No other spec reads or changes it.

/** Name of the seeded report test (class name first, like every seeded homework). */
export const SEEDED_REPORT_TEST_SUFFIX = 'Mid-term Test';
const DAY_MS = 24 * 3600_000;
const TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'COMPLETION', 'CHOICE_COMPLETION', 'TEXT_DRAG'];
const LONG_ANSWERS = [
  'I like reading because it takes me to new places.',
  'My favourite book is about a brave girl who sails around the world.',
  'Reading helps me learn new words every day.',
];
const COMMENTS = ['Well done!', 'Check your spelling.', 'Good effort.', 'Read the question again.'];

/** A wrong answer of a base question: another option, or a word no key accepts. */
function wrongAnswerOf(question: BaseQuestion, right: string): string {
  const other = question.options?.find((o) => o.optionNo !== right && !right.split(';').includes(o.optionNo));
  if (question.questionType === 'SINGLE_CHOICE' || question.questionType === 'MULTIPLE_CHOICE')
    return other?.optionNo ?? '';
  return right
    .split('##')
    .map(() => 'xyz')
    .join('##');
}

/** Seeds the report test of the school's 5A English, when the school has that class and teacher. */
export async function seedReportTests(db: Db, people: SeededPeople, now: Date): Promise<void> {
  const klass = people.classes.find((c) => c.className === '5A');
  const creatorId = klass ? people.teacherOf.get(`${klass.id}:ENGLISH`) : undefined;
  const studentIds = klass ? (people.studentsByClass.get(klass.id) ?? []) : [];
  if (!klass || creatorId === undefined || studentIds.length < 2) return;
  const pool = await db
    .select({ id: questions.id, questionType: questions.questionType, content: questions.content })
    .from(questions)
    .where(
      and(
        eq(questions.schoolId, people.schoolId),
        eq(questions.subjectCode, 'ENGLISH'),
        inArray(questions.questionType, [...TYPES, 'LONG_ANSWER']),
      ),
    )
    .orderBy(asc(questions.id));
  const chosen: { id: number; question: BaseQuestion }[] = [];
  const tried = new Set<number>();
  // Two questions of each type at most, in the order of TYPES, each one the engine checks: its key right,
  // a wrong answer not right.
  for (const type of [...TYPES, ...TYPES]) {
    for (const next of pool) {
      if (next.questionType !== type || tried.has(next.id)) continue;
      tried.add(next.id);
      const parsed = parseQuestion({ ...(next.content as object), questionId: String(next.id) });
      if (!parsed.ok || isCompositeQuestion(parsed.question)) continue;
      const question = parsed.question as BaseQuestion;
      const right = rightAnswerOf(question);
      if (checkAnswer(question, right).status !== 'RIGHT') continue;
      if (checkAnswer(question, wrongAnswerOf(question, right)).status === 'NOT_CORRECT') continue;
      chosen.push({ id: next.id, question });
      break;
    }
    if (chosen.length === 6) break;
  }
  // Last, a long answer the teacher marked and commented (answers typed as text).
  const long = pool.find((q) => q.questionType === 'LONG_ANSWER');
  const longQuestion = long
    ? parseQuestion({ ...(long.content as object), questionId: String(long.id) })
    : null;
  if (!long || !longQuestion?.ok || chosen.length === 0) return;
  chosen.push({ id: long.id, question: longQuestion.question as BaseQuestion });
  const endTime = new Date(now.getTime() - 40 * DAY_MS);
  const startTime = new Date(endTime.getTime() - 2 * DAY_MS);
  const homeworkId = await insertClassHomework(
    db,
    {
      schoolId: people.schoolId,
      creatorId,
      subjectCode: 'ENGLISH',
      gradeCode: klass.gradeCode,
      homeworkName: `${klass.className} ${SEEDED_REPORT_TEST_SUFFIX}`,
      processType: '3a',
      type: 'EXAM',
      classification: 'EXAMINATION',
      distributeRange: 'SINGLE_CLASS',
      distributeObject: klass.className,
      knowledgeContents: 'English;Mid-term Test',
      audioLanguage: 'ENGLISH',
      videoLanguage: 'ENGLISH',
      correctionStatus: 'ANNOUNCED',
      questionCount: chosen.length,
      durationMinutes: 40,
      maximumPercent: 100,
      startTime,
      endTime,
      createTime: new Date(startTime.getTime() - DAY_MS),
      publishTime: new Date(startTime.getTime() - DAY_MS),
      announcedAt: new Date(endTime.getTime() + 2 * DAY_MS),
    },
    klass.id,
    chosen.map((c) => c.id),
  );
  if (homeworkId === undefined) return;
  const work = emptyWork();
  const markedAt = new Date(endTime.getTime() + DAY_MS).toISOString();
  // Everyone but the last student hands it in; student i gets question k wrong when (i + k) % 3 === 0, the
  // hardest question (the second) wrong one time in two; the last is the long answer the teacher marked.
  studentIds.slice(0, -1).forEach((studentId, i) => {
    const submittedAt = new Date(startTime.getTime() + DAY_MS + i * 60_000);
    work.attempts.push({
      homework: 0,
      student_id: studentId,
      submit_status: 'NORMAL',
      submitted_at: submittedAt.toISOString(),
      started_at: new Date(submittedAt.getTime() - 30 * 60_000).toISOString(),
      created_at: new Date(submittedAt.getTime() - 30 * 60_000).toISOString(),
    });
    chosen.forEach(({ id, question }, k) => {
      const common = {
        homework: 0,
        student_id: studentId,
        question_id: id,
        child_key: '',
        marker_id: creatorId,
        answered_at: new Date(submittedAt.getTime() - (chosen.length - k) * 60_000).toISOString(),
        marked_at: markedAt,
      };
      if (k === chosen.length - 1) {
        // The long answer: typed text, marked by the teacher with a comment.
        work.answers.push({
          ...common,
          encoded_answer: '',
          local_answer: { answerType: 'TEXT', imgUrl: [], text: LONG_ANSWERS[i % LONG_ANSWERS.length] ?? '' },
          right_status: 'NOT_CORRECT',
          auto_score: 0,
          mark_score: Math.min(QUESTION_FULL_MARK, 5 + (i % 6)),
          comment: COMMENTS[i % COMMENTS.length] ?? '',
        });
        return;
      }
      const right = rightAnswerOf(question);
      const wrong = (i + k) % 3 === 0 || (k === 1 && i % 2 === 0);
      const encoded = wrong ? wrongAnswerOf(question, right) : right;
      work.answers.push({
        ...common,
        ...engineCheckedAnswer(encoded, checkAnswer(question, encoded), QUESTION_FULL_MARK),
      });
    });
  });
  await insertWork(db, people.schoolId, work, [homeworkId], undefined);
}
