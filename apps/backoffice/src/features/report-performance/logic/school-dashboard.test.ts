import type { SchoolOverview } from '@harbour/api-client';
import { attentionRows, gradeSubjectRows, pointsText, trendRows } from './school-dashboard';

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
    schoolYear: 2026,
    classes: [],
    years: [],
  };
  const rows = gradeSubjectRows(overview);
  expect(rows.map((row) => [row.key, row.gradeName, row.published, row.submissionRate])).toEqual([
    ['1:CHINESE', 'P1', 2, 75],
    ['1:MATH', 'P1', 0, null],
    ['3:CHINESE', 'P3', 1, 100],
    ['3:MATH', 'P3', 1, 0],
  ]);
});

const classRow = (classId: number, subjectCode: 'CHINESE' | 'MATH', average: number | null) => ({
  classId,
  className: `${classId}A`,
  gradeCode: classId,
  subjectCode,
  dueCount: 10,
  submittedCount: 8,
  completionRate: 80,
  averageScoreRate: average,
  attentionBand:
    average === null || average >= 60
      ? null
      : average < 20
        ? ('UNDER_20' as const)
        : ('FROM_40_TO_59' as const),
});

const yearOf = (schoolYear: number, chinese: number | null, math: number | null) => ({
  schoolYear,
  subjects: [
    {
      subjectCode: 'CHINESE' as const,
      dueCount: 1,
      submittedCount: 1,
      completionRate: 100,
      averageScoreRate: chinese,
    },
    {
      subjectCode: 'MATH' as const,
      dueCount: 1,
      submittedCount: 1,
      completionRate: 100,
      averageScoreRate: math,
    },
  ],
});

const overviewWith = (
  classes: SchoolOverview['classes'],
  years: SchoolOverview['years'],
): SchoolOverview => ({
  weekStart: '2026-11-29',
  subjects: ['CHINESE', 'MATH'],
  grades: [],
  usage: [],
  schoolYear: 2026,
  classes,
  years,
});

it('lists the classes and subjects in an attention band, the weakest first, and no other', () => {
  const rows = attentionRows(
    overviewWith(
      [
        classRow(1, 'CHINESE', 55),
        classRow(1, 'MATH', 75),
        classRow(2, 'CHINESE', 12),
        classRow(3, 'MATH', null),
      ],
      [],
    ),
  );
  expect(rows.map((row) => [row.key, row.gradeName, row.attentionBand])).toEqual([
    ['2:CHINESE', 'P2', 'UNDER_20'],
    ['1:CHINESE', 'P1', 'FROM_40_TO_59'],
  ]);
});

it('sets each subject this year against last, with the change in points; none without two years', () => {
  const rows = trendRows(overviewWith([], [yearOf(2025, 70, null), yearOf(2026, 64.6, 80)]));
  expect(rows.map((row) => [row.subjectCode, row.lastAverage, row.thisAverage, row.averageChange])).toEqual([
    ['CHINESE', 70, 64.6, 64.6 - 70],
    ['MATH', null, 80, null],
  ]);
  expect(rows.map((row) => pointsText(row.averageChange))).toEqual(['−5', '—']);
  expect(trendRows(overviewWith([], []))).toEqual([]);
  expect([pointsText(4.6), pointsText(0.2), pointsText(-0.4)]).toEqual(['+5', '0', '0']);
});
