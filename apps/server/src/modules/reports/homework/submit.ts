import type { SubmitList } from '@harbour/api-client/contract';
import type { Db } from '../../../db/client';
import type { Scope } from '../../../plugins/tenancy';
import { headOf, homeworkData, resultOf } from './data';

// GET /ael/school/v2/schedule/ehomeworks/{eHomeworkId}/student/submit: who handed a homework in when.

/** The students reached, first handed in first (then class order), the missing last; one completion when asked. */
export async function submitList(
  db: Db,
  scope: Scope,
  eHomeworkId: number,
  query: { classId?: number | undefined; completion?: 'ON_TIME' | 'LATE' | 'MISSING' | undefined },
  now: Date,
  en: boolean,
): Promise<SubmitList> {
  const data = await homeworkData(db, scope, eHomeworkId, query.classId, now, en);
  const order = new Map(data.students.map((s, i) => [s.studentId, i]));
  const students = data.students
    .filter((s) => query.completion === undefined || s.completion === query.completion)
    .sort((a, b) => {
      if (a.submittedAt === null || b.submittedAt === null)
        return (
          Number(a.submittedAt === null) - Number(b.submittedAt === null) ||
          (order.get(a.studentId) ?? 0) - (order.get(b.studentId) ?? 0)
        );
      return (
        Date.parse(a.submittedAt) - Date.parse(b.submittedAt) ||
        (order.get(a.studentId) ?? 0) - (order.get(b.studentId) ?? 0)
      );
    })
    .map(resultOf);
  return { ...headOf(data), students };
}
