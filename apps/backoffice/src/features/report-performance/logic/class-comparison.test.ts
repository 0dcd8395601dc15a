import type { HomeworkReport, SchedulesWholePerformance } from '@harbour/api-client';
import { describe, expect, it } from 'vitest';
import { gradeUnits, homeworkClassRow, sharedHomework } from './class-comparison';

type Unit = SchedulesWholePerformance['units'][number];
type Homework = SchedulesWholePerformance['homework'][number];

const unit = (scheduleId: number, sortOrder: number, averageScoreRate: number | null): Unit => ({
  scheduleId,
  name: `Unit ${sortOrder}`,
  sortOrder,
  startDate: '2026-09-01',
  endDate: '2026-09-30',
  proposed: false,
  homeworkCount: 1,
  completionRate: null,
  averageScoreRate,
  pendingCount: 0,
  masteryLevel: null,
  levelCounts: { FULL: 0, MASTERED: 0, PARTIAL: 0, MINIMAL: 0, NONE: 0, NO_DATA: 0 },
  weakestObjective: null,
});

const homework = (
  eHomeworkId: number,
  averageScoreRate: number | null,
  textbookType: Homework['textbookType'] = null,
  endTime = '2026-10-01T10:00:00.000Z',
): Homework => ({
  eHomeworkId,
  scheduleId: 1,
  name: `H${eHomeworkId}`,
  processType: '1',
  textbookType,
  endTime,
  fullScore: 10,
  assignedCount: 30,
  submittedCount: 20,
  averageScoreRate,
  pendingCount: 0,
});

const term = (classId: number, units: Unit[], work: Homework[]): SchedulesWholePerformance =>
  ({
    classId,
    className: `C${classId}`,
    termId: 1,
    subjectCode: 'MATH',
    units,
    averageScoreRate: null,
    homework: work,
    usage: [],
  }) as SchedulesWholePerformance;

const classes = [
  { classId: 1, className: '3A' },
  { classId: 2, className: '3B' },
];

describe('gradeUnits', () => {
  it('matches the classes’ units by their place in the term, in term order, with each class’s own unit id', () => {
    const rows = gradeUnits(classes, [
      term(2, [unit(21, 2, 70), unit(20, 1, 50)], []),
      term(1, [unit(10, 1, 80), unit(11, 2, null), unit(12, 3, 40)], []),
    ]);
    expect(rows.map((row) => row.sortOrder)).toEqual([1, 2, 3]);
    expect([...(rows[0]?.averages ?? [])]).toEqual([
      [1, 80],
      [2, 50],
    ]);
    expect([...(rows[0]?.scheduleIds ?? [])]).toEqual([
      [1, 10],
      [2, 20],
    ]);
    // A unit only one class has is listed with that class alone.
    expect([...(rows[2]?.averages ?? [])]).toEqual([[1, 40]]);
    expect(rows[1]?.averages.get(1)).toBeNull();
  });
});

describe('sharedHomework', () => {
  const reports = [
    term(
      1,
      [],
      [homework(7, 60, 'SE_ZONE'), homework(8, 50), homework(9, 40, null, '2026-11-01T10:00:00.000Z')],
    ),
    term(2, [], [homework(7, 70, 'SE_ZONE'), homework(9, 45, null, '2026-11-01T10:00:00.000Z')]),
  ];

  it('keeps the homework that reaches two classes or more, the latest due first', () => {
    const rows = sharedHomework(classes, reports);
    expect(rows.map((row) => row.eHomeworkId)).toEqual([9, 7]);
    expect([...(rows[1]?.averages ?? [])]).toEqual([
      [1, 60],
      [2, 70],
    ]);
  });

  it('keeps one course family’s homework when asked', () => {
    expect(sharedHomework(classes, reports, 'SE_ZONE').map((row) => row.eHomeworkId)).toEqual([7]);
    expect(sharedHomework(classes, reports, 'HKAT')).toEqual([]);
  });
});

describe('homeworkClassRow', () => {
  const student = (
    studentId: number,
    completion: 'ON_TIME' | 'LATE' | 'MISSING',
    scoreRate: number | null,
  ) => ({
    studentId,
    name: `S${studentId}`,
    className: '3A',
    classNumber: studentId,
    completion,
    score: 0,
    scoreRate,
    pendingCount: 0,
    submittedAt: null,
    startedAt: null,
    timeSpentSeconds: null,
  });
  const students = [
    student(1, 'ON_TIME', 90),
    student(2, 'LATE', 30),
    student(3, 'ON_TIME', 50),
    student(4, 'MISSING', null),
  ];
  const report = {
    completion: {
      onTime: students.filter((s) => s.completion === 'ON_TIME'),
      late: students.filter((s) => s.completion === 'LATE'),
      missing: students.filter((s) => s.completion === 'MISSING'),
    },
    averageScoreRate: 57,
    students,
  } as unknown as HomeworkReport;

  it('counts hand-ins of the students reached, keeps the report’s average, spreads the rates and counts the attention bands', () => {
    const row = homeworkClassRow({ classId: 1, className: '3A' }, 'P3', report);
    expect(row).toMatchObject({
      classId: 1,
      gradeName: 'P3',
      studentCount: 4,
      completionRate: 75,
      averageScoreRate: 57,
      attentionCount: 2,
      catchUpCount: null,
    });
    expect(row.spread).toMatchObject({ lowest: 30, median: 50, highest: 90, count: 3 });
  });
});
