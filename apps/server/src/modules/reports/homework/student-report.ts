import type { StudentHomeworkQuestions, StudentPracticeReport } from '@harbour/api-client/contract';
import { averageScoreRate, ringBand } from '@harbour/domain';
import type { Db } from '../../../db/client';
import { notFound } from '../../../errors';
import type { Scope } from '../../../plugins/tenancy';
import {
  type HomeworkData,
  headOf,
  homeworkData,
  markedResultsOf,
  questionBriefOf,
  questionFigures,
  resultOf,
} from './data';

// One student's view of a homework for staff: GET /ael/school/report/students/{studentId}/ehomeworks/
// {eHomeworkId}/process1 (their practice report) and GET /ael/school/v2/report/students/{studentId}/
// ehomeworks/{eHomeworkId}/questions (each question with their answer decoded, their score, the right answer).

/** A homework's data over one student's class, and the student's own. */
export interface StudentHomeworkData {
  data: HomeworkData;
  student: HomeworkData['students'][number];
}

/** The homework read over the student's class: 404 when the homework does not reach them in the caller's classes. */
export async function studentHomeworkData(
  db: Db,
  scope: Scope,
  studentId: number,
  eHomeworkId: number,
  now: Date,
  en: boolean,
): Promise<StudentHomeworkData> {
  const data = await homeworkData(db, scope, eHomeworkId, undefined, now, en);
  const student = data.students.find((s) => s.studentId === studentId);
  if (!student) throw notFound();
  // The class figures beside the student's are their class's.
  const classmates: HomeworkData = {
    ...data,
    students: data.students.filter((s) => s.classId === student.classId),
    submitted: data.submitted.filter((s) => s.classId === student.classId),
  };
  return { data: classmates, student };
}

/** A question of a student's view: what it is, its full marks and the class's score rate of it. */
function questionLineOf(data: HomeworkData, q: HomeworkData['questions'][number]) {
  return {
    ...questionBriefOf(q),
    classScoreRate: questionFigures(data, q).scoreRate,
  };
}

/** One student's practice report of a homework. */
export function studentHomeworkPractice({ data, student }: StudentHomeworkData): StudentPracticeReport {
  const submitted = student.completion !== 'MISSING';
  const questions = data.questions.map((q) => {
    const answer = student.answers.get(q.questionId);
    return {
      ...questionLineOf(data, q),
      verdict: submitted ? (answer?.verdict ?? 'UNANSWERED') : ('UNANSWERED' as const),
      score: submitted ? (answer?.score ?? 0) : 0,
    };
  });
  const count = (verdicts: string[]) =>
    submitted ? questions.filter((q) => verdicts.includes(q.verdict)).length : 0;
  return {
    ...headOf(data),
    student: resultOf(student),
    correctCount: count(['RIGHT']),
    partRightCount: count(['PART_RIGHT']),
    wrongCount: count(['WRONG', 'UNANSWERED']),
    classAverageScoreRate: averageScoreRate(markedResultsOf(data.submitted)),
    ringBand: ringBand(student.scoreRate),
    questions,
  };
}

/** Each question of a homework with one student's answer in words, their score and the right answer. */
export function studentHomeworkQuestions({ data, student }: StudentHomeworkData): StudentHomeworkQuestions {
  return {
    ...headOf(data),
    student: resultOf(student),
    questions: data.questions.map((q) => {
      const answer = student.answers.get(q.questionId);
      return {
        ...questionLineOf(data, q),
        question: q.question,
        encodedAnswers: (answer?.parts ?? []).map((p) => ({
          childKey: p.childKey,
          encodedAnswer: p.encodedAnswer,
        })),
        answerText: answer?.answerText ?? '',
        rightAnswerText: q.rightAnswerText,
        verdict: answer?.verdict ?? 'UNANSWERED',
        rightStatuses: (answer?.parts ?? []).map(
          (p) => p.rightStatus,
        ) as StudentHomeworkQuestions['questions'][number]['rightStatuses'],
        score: answer?.score ?? 0,
      };
    }),
  };
}
