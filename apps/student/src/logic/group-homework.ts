import type { StudentHomework, StudentHomeworkGroup } from '@harbour/api-client';

/** The home page's sections in the order a student reads them: what to do, what is late, what is handed in. */
export const HOME_GROUPS: readonly StudentHomeworkGroup[] = ['TODO', 'OVERDUE', 'DONE'];

const time = (iso: string | null) => (iso ? Date.parse(iso) : 0);

/**
 * The student's homework by group (the server's `group`: to do, overdue, done). To do and overdue are
 * ordered by due time, soonest first (what needs doing first comes first); done by submission, latest first.
 */
export function groupHomework(
  list: readonly StudentHomework[],
): Record<StudentHomeworkGroup, StudentHomework[]> {
  const groups: Record<StudentHomeworkGroup, StudentHomework[]> = { TODO: [], OVERDUE: [], DONE: [] };
  for (const homework of list) groups[homework.group].push(homework);
  const byDue = (a: StudentHomework, b: StudentHomework) =>
    time(a.endTime) - time(b.endTime) || a.eHomeworkId - b.eHomeworkId;
  groups.TODO.sort(byDue);
  groups.OVERDUE.sort(byDue);
  groups.DONE.sort((a, b) => time(b.submittedAt) - time(a.submittedAt) || time(b.endTime) - time(a.endTime));
  return groups;
}
