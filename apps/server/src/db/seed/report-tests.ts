import {
  type BaseQuestion,
  checkAnswer,
  isCompositeQuestion,
  parseQuestion,
} from '@harbour/question-engine/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { QUESTION_FULL_MARK } from '../../modules/homework';
import { autoScore } from '../../modules/questions';
import type { Db } from '../client';
import { homeworkQuestions, homeworks, homeworkTargets, questions } from '../schema';
import type { SeededPeople } from './people';
import { emptyWork, insertWork, rightAnswerOf, type WorkPlan } from './work';

// A marked and published test for the test reports (issue 19): demo-teacher's 5A English "Mid-term Test",
// due 40 days ago, handed in by every student but the last, checked by the engine, each answer to the last
// question commented by the teacher. No other spec reads or changes it.

/** Name of the seeded report test (class name first, like every seeded homework). */
export const SEEDED_REPORT_TEST_SUFFIX = 'Mid-term Test';
const DAY_MS = 24 * 3600_000;
const TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'COMPLETION', 'CHOICE_COMPLETION', 'TEXT_DRAG'];
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
        inArray(questions.questionType, TYPES),
      ),
    )
    .orderBy(asc(questions.id));
  const chosen: { id: number; question: BaseQuestion }[] = [];
  for (const type of [...TYPES, ...TYPES]) {
    const next = pool.find((q) => q.questionType === type && !chosen.some((c) => c.id === q.id));
    if (!next) continue;
    const question = parseQuestion(next.content);
    if (isCompositeQuestion(question)) continue;
    chosen.push({ id: next.id, question: question as BaseQuestion });
    if (chosen.length === 6) break;
  }
  if (chosen.length === 0) return;
  const endTime = new Date(now.getTime() - 40 * DAY_MS);
  const startTime = new Date(endTime.getTime() - 2 * DAY_MS);
  const [homework] = await db
    .insert(homeworks)
    .values({
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
    })
    .returning({ id: homeworks.id });
  if (!homework) return;
  await db
    .insert(homeworkTargets)
    .values({ homeworkId: homework.id, classId: klass.id, scope: 'SINGLE_CLASS' });
  await db.insert(homeworkQuestions).values(
    chosen.map((c, k) => ({
      homeworkId: homework.id,
      questionId: c.id,
      sortOrder: k + 1,
      maxScore: QUESTION_FULL_MARK,
    })),
  );
  const work: WorkPlan = emptyWork();
  const markedAt = new Date(endTime.getTime() + DAY_MS).toISOString();
  // Everyone but the last student hands it in; student i gets question k wrong when (i + k) % 3 === 0, and
  // the hardest question (the second) wrong one time in two.
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
      const right = rightAnswerOf(question);
      const wrong = (i + k) % 3 === 0 || (k === 1 && i % 2 === 0);
      const encoded = wrong ? wrongAnswerOf(question, right) : right;
      const result = checkAnswer(question, encoded);
      const score = autoScore(result, QUESTION_FULL_MARK);
      const last = k === chosen.length - 1;
      work.answers.push({
        homework: 0,
        student_id: studentId,
        question_id: id,
        child_key: '',
        encoded_answer: encoded,
        local_answer: null,
        right_status: result.status,
        auto_score: score,
        // The teacher confirmed the last question's score with a comment.
        mark_score: last ? score : null,
        comment: last ? (COMMENTS[i % COMMENTS.length] ?? '') : '',
        marker_id: creatorId,
        answered_at: new Date(submittedAt.getTime() - (chosen.length - k) * 60_000).toISOString(),
        marked_at: markedAt,
      });
    });
  });
  await insertWork(db, people.schoolId, work, [homework.id], undefined);
}
