import type { SchoolOverview } from '@harbour/api-client';
import { gradeSubjectRows } from './school-dashboard';

const cell = (subjectCode: 'CHINESE' | 'MATH', published: number, reached: number, handedIn: number) => ({
  subjectCode,
  published,
  reached,
  handedIn,
  due: reached,
  submissionRate: reached > 0 ? (handedIn / reached) * 100 : null,
});

it('gives one row per grade and subject, grade by grade, named as the school names its grades', () => {
  const overview: SchoolOverview = {
    weekStart: '2026-11-29',
    subjects: ['CHINESE', 'MATH'],
    grades: [
      { gradeCode: 1, subjects: [cell('CHINESE', 2, 60, 45), cell('MATH', 0, 0, 0)] },
      { gradeCode: 3, subjects: [cell('CHINESE', 1, 30, 30), cell('MATH', 1, 30, 0)] },
    ],
    usage: [],
  };
  const rows = gradeSubjectRows(overview);
  expect(rows.map((row) => [row.key, row.gradeName, row.published, row.submissionRate])).toEqual([
    ['1:CHINESE', 'P1', 2, 75],
    ['1:MATH', 'P1', 0, null],
    ['3:CHINESE', 'P3', 1, 100],
    ['3:MATH', 'P3', 1, 0],
  ]);
});
