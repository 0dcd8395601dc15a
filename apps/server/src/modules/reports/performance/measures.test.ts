import { cellOf, completionOf, indexWork } from './measures';
import type { ClassWork } from './queries';

// The unit and student reports' cells for a student who joined the class after a homework ended
// (joinedAfterEnd): not asked, so neither missing nor due, unless they handed it in.
describe('cellOf for a student who joined after the end', () => {
  const end = new Date('2026-11-05T10:00:00Z');
  const homework: ClassWork['homework'][number] = {
    id: 1,
    scheduleId: 1,
    name: 'Ended',
    processType: '2a',
    textbookType: null,
    startTime: new Date('2026-11-01T00:00:00Z'),
    endTime: end,
    fullScore: 10,
    wholeClass: true,
    groupStudents: [],
  };
  const student = (studentId: number, joinedClassAt: Date | null) => ({
    studentId,
    name: `S${studentId}`,
    nameEn: `S${studentId}`,
    classNumber: studentId,
    joinedClassAt,
  });
  const work: ClassWork = {
    students: [student(1, null), student(2, new Date('2026-11-10T00:00:00Z')), student(3, end)],
    homework: [homework],
    questions: [],
    objectives: [],
    // Student 3 joined at the end itself but handed it in.
    scores: [{ homeworkId: 1, studentId: 3, questionId: null, score: 7, pending: false }],
  };
  const index = indexWork(work, new Date('2026-11-20T00:00:00Z'));

  it('is missing for a student there from the start, absent for one who joined later, kept for a hand-in', () => {
    expect(cellOf(index, homework, 1)?.state).toBe('MISSING');
    expect(cellOf(index, homework, 2)).toBeNull();
    expect(cellOf(index, homework, 3)).toMatchObject({ state: 'SUBMITTED', score: 7 });
  });

  it('counts the late joiner neither handed in nor due', () => {
    expect(completionOf(index, [homework])).toMatchObject({ submittedCount: 1, dueCount: 2 });
  });
});
