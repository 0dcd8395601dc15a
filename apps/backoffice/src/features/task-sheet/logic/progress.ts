/** The share of students who finished, in percent (0 with nobody reached). */
export function finishedPercent(finished: number, studentCount: number): number {
  return studentCount === 0 ? 0 : Math.round((finished / studentCount) * 100);
}
