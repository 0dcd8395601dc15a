import type { StudentsPerformance } from '@harbour/api-client';
import { describe, expect, it } from 'vitest';
import { classesSideBySide } from './grade-dashboard';

type Student = StudentsPerformance['students'][number];

const student = (dueCount: number, submittedCount: number): Student => ({
  studentId: dueCount * 100 + submittedCount,
  name: 'S',
  classNumber: 1,
  dueCount,
  submittedCount,
  completionRate: null,
  scoreRate: null,
  attentionBand: null,
  followUpScoreRate: null,
  catchUp: false,
});

const report = (classId: number, students: Student[], average: number | null): StudentsPerformance => ({
  classId,
  className: `C${classId}`,
  subjectCode: 'MATH',
  scheduleIds: [],
  homeworkCount: 0,
  averageScoreRate: average,
  students,
  attentionCounts: { UNDER_20: 1, FROM_20_TO_39: 2, FROM_40_TO_59: classId },
  catchUpCount: classId,
});

describe('classesSideBySide', () => {
  const grades = [
    {
      gradeName: 'P3',
      classes: [
        { classId: 5, className: '3A' },
        { classId: 6, className: '3B' },
      ],
    },
    { gradeName: 'P4', classes: [{ classId: 7, className: '4A' }] },
  ];

  it('lists the classes in the grades’ order, leaving out a class whose report is not there', () => {
    const rows = classesSideBySide(grades, [report(7, [], null), report(5, [student(4, 3)], 62)]);
    expect(rows.map((row) => [row.gradeName, row.className])).toEqual([
      ['P3', '3A'],
      ['P4', '4A'],
    ]);
  });

  it('gives each class its completion over every student, its average and its counts', () => {
    const [row] = classesSideBySide(grades, [report(5, [student(4, 3), student(4, 1)], 62)]);
    expect(row).toEqual({
      classId: 5,
      className: '3A',
      gradeName: 'P3',
      studentCount: 2,
      completionRate: 50,
      averageScoreRate: 62,
      spread: null,
      attentionCount: 8,
      catchUpCount: 5,
    });
  });

  it('gives the spread of the students’ score rates, leaving out who handed nothing in', () => {
    const rated = (scoreRate: number | null) => ({ ...student(2, 2), scoreRate });
    const [row] = classesSideBySide(grades, [report(5, [rated(90), rated(null), rated(30), rated(60)], 60)]);
    expect(row?.spread).toEqual({
      lowest: 30,
      lowerQuartile: 45,
      median: 60,
      upperQuartile: 75,
      highest: 90,
      count: 3,
    });
  });

  it('has no completion for a class with nothing due', () => {
    expect(classesSideBySide(grades, [report(6, [student(0, 0)], null)])[0]?.completionRate).toBeNull();
  });
});
