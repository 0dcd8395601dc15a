import { hongKongDate, hongKongDayStart } from '@harbour/domain';
import { type BaseQuestion, checkAnswer, isCompositeQuestion } from '@harbour/question-engine/core';
import { and, asc, eq } from 'drizzle-orm';
import { QUESTION_FULL_MARK, storedQuestion } from '../../modules/homework';
import type { Db } from '../client';
import { questions } from '../schema';
import type { SeededPeople } from './people';
import { seededRandom } from './random';
import { emptyWork, engineCheckedAnswer, insertClassHomework, insertWork, rightAnswerOf } from './work';

// The homework report's demo: demo-teacher's auto-checked homework in 3B English, due a week ago,
// handed in by all of the class but two (one of them late), with a spread of answers encoded from the keys
// and checked by the engine: one question clearly the hardest, most of the class giving the same wrong answer.

/** Its name after the class name: `3B ${SEEDED_REPORT_HOMEWORK}`. */
export const SEEDED_REPORT_HOMEWORK = 'Reading Check: Last Week';
/** Base types of its questions, in order (the first single choice is the hardest question). */
const TYPES = [
  'SINGLE_CHOICE',
  'COMPLETION',
  'MULTIPLE_CHOICE',
  'SINGLE_CHOICE',
  'CHOICE_COMPLETION',
  'RECOMBINE_SENTENCE',
  'CONNECTING',
  'MATCHING',
  'TEXT_DRAG',
  'COMPLETION',
] as const;
/** Position (0-based) of the hardest question. */
const HARDEST = 3;
const DAY_MS = 24 * 3600_000;
const MINUTE_MS = 60_000;

/** Wrong (or part-right) answers of a base question built from its key and checked by the engine. */
function wrongAnswersOf(question: BaseQuestion): { encoded: string; status: string }[] {
  const right = rightAnswerOf(question);
  const candidates: string[] = [];
  if (question.questionType === 'SINGLE_CHOICE' || question.questionType === 'MULTIPLE_CHOICE')
    for (const option of question.options ?? []) candidates.push(option.optionNo);
  const separator = right.includes('##') ? '##' : ';';
  const parts = right.split(separator);
  if (parts.length > 1) {
    for (let i = 0; i < parts.length; i++) {
      const swapped = [...parts];
      [swapped[i], swapped[(i + 1) % parts.length]] = [
        swapped[(i + 1) % parts.length] ?? '',
        swapped[i] ?? '',
      ];
      candidates.push(swapped.join(separator));
    }
    candidates.push(parts.slice(0, -1).join(separator));
  } else if (!question.options?.length) {
    candidates.push(`${right}s`, `${right}ed`);
  }
  const seen = new Set<string>();
  const out: { encoded: string; status: string }[] = [];
  for (const encoded of candidates) {
    if (seen.has(encoded) || encoded === '') continue;
    seen.add(encoded);
    const status = checkAnswer(question, encoded).status;
    if (status === 'WRONG' || status === 'PART_RIGHT') out.push({ encoded, status });
  }
  // Wrong first: the common wrong answer of the hardest question is a wrong one.
  return out.sort((a, b) => Number(a.status !== 'WRONG') - Number(b.status !== 'WRONG'));
}

/**
 * Seeds the homework report's demo for the school's 3B (English, demo-teacher): nothing when the school has no
 * 3B (the tests' second school).
 */
export async function seedReports(db: Db, people: SeededPeople, now: Date): Promise<void> {
  const klass = people.classes.find((c) => c.className === '3B');
  const teacher = klass ? people.teacherOf.get(`${klass.id}:ENGLISH`) : undefined;
  if (!klass || teacher === undefined) return;
  const students = people.studentsByClass.get(klass.id) ?? [];
  if (students.length < 6) return;

  // Its questions: English of the types above, the engine's right answer checked right and a wrong one at hand.
  const rows = await db
    .select({ id: questions.id, questionType: questions.questionType, content: questions.content })
    .from(questions)
    .where(and(eq(questions.schoolId, people.schoolId), eq(questions.subjectCode, 'ENGLISH')))
    .orderBy(asc(questions.id));
  const chosen: { id: number; question: BaseQuestion; wrong: { encoded: string; status: string }[] }[] = [];
  for (const type of TYPES) {
    for (const row of rows) {
      if (row.questionType !== type || chosen.some((c) => c.id === row.id)) continue;
      const parsed = storedQuestion(row.content, row.id);
      if (!parsed || isCompositeQuestion(parsed)) continue;
      const question = parsed as BaseQuestion;
      if (checkAnswer(question, rightAnswerOf(question)).status !== 'RIGHT') continue;
      const wrong = wrongAnswersOf(question);
      if (wrong.length === 0 || (chosen.length === HARDEST && wrong[0]?.status !== 'WRONG')) continue;
      chosen.push({ id: row.id, question, wrong });
      break;
    }
  }
  if (chosen.length < 6) return;

  const today = hongKongDayStart(hongKongDate(now)).getTime();
  const end = new Date(today - 7 * DAY_MS + DAY_MS - MINUTE_MS);
  const start = new Date(end.getTime() - 6 * DAY_MS);
  const homeworkId = await insertClassHomework(
    db,
    {
      schoolId: people.schoolId,
      creatorId: teacher,
      subjectCode: 'ENGLISH',
      gradeCode: klass.gradeCode,
      homeworkName: `${klass.className} ${SEEDED_REPORT_HOMEWORK}`,
      processType: '1',
      type: 'AEL_PRACTICE',
      distributeRange: 'SINGLE_CLASS',
      distributeObject: klass.className,
      knowledgeContents: `English;${SEEDED_REPORT_HOMEWORK}`,
      audioLanguage: 'ENGLISH',
      videoLanguage: 'ENGLISH',
      correctionStatus: 'CORRECTED',
      questionCount: chosen.length,
      startTime: start,
      endTime: end,
      createTime: new Date(start.getTime() - DAY_MS),
      publishTime: new Date(start.getTime() - DAY_MS),
    },
    klass.id,
    chosen.map((c) => c.id),
  );
  if (homeworkId === undefined) return;

  // Who did what: the last two of the class never handed it in, the third last was late.
  const next = seededRandom(20_261_119);
  const work = emptyWork();
  students.forEach((studentId, position) => {
    const fromEnd = students.length - position;
    if (fromEnd <= 2) return;
    const late = fromEnd === 3;
    const submittedAt = late
      ? end.getTime() + (5 + Math.floor(next() * 20)) * 3600_000
      : start.getTime() + 3600_000 + Math.floor(next() * (end.getTime() - start.getTime() - 2 * 3600_000));
    const took = (8 + Math.floor(next() * 30)) * MINUTE_MS;
    const startedAt = submittedAt - took;
    work.attempts.push({
      homework: 0,
      student_id: studentId,
      submit_status: late ? 'DELAY' : 'NORMAL',
      submitted_at: new Date(submittedAt).toISOString(),
      started_at: new Date(startedAt).toISOString(),
      created_at: new Date(startedAt).toISOString(),
    });
    const skill = 0.45 + next() * 0.55;
    chosen.forEach((c, k) => {
      const r = next();
      let encoded: string;
      if (k === HARDEST) {
        // The hardest: a fifth right, most of the others the same wrong answer.
        encoded =
          r < 0.2
            ? rightAnswerOf(c.question)
            : r < 0.8 || c.wrong.length === 1
              ? (c.wrong[0]?.encoded ?? '')
              : (c.wrong[1]?.encoded ?? '');
      } else if (r < skill) {
        encoded = rightAnswerOf(c.question);
      } else {
        const pick = next();
        encoded = (c.wrong[pick < 0.6 ? 0 : Math.floor(pick * c.wrong.length)] ?? c.wrong[0])?.encoded ?? '';
      }
      const answeredAt = new Date(startedAt + Math.floor(((k + 1) * took) / (chosen.length + 1)));
      work.answers.push({
        homework: 0,
        student_id: studentId,
        question_id: c.id,
        child_key: '',
        ...engineCheckedAnswer(encoded, checkAnswer(c.question, encoded), QUESTION_FULL_MARK),
        marker_id: teacher,
        answered_at: answeredAt.toISOString(),
        marked_at: answeredAt.toISOString(),
      });
    });
  });
  await insertWork(db, people.schoolId, work, [homeworkId], undefined);
}
