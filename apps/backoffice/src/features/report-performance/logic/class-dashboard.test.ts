import type { StudentsPerformance } from '@harbour/api-client';
import { describe, expect, it } from 'vitest';
import { classAcrossSubjects, needingAttention, notHandedIn } from './class-dashboard';

type Student = StudentsPerformance['students'][number];

const student = (studentId: number, classNumber: number, figures: Partial<Student> = {}): Student => ({
  studentId,
  name: `S${studentId}`,
  classNumber,
  dueCount: 0,
  submittedCount: 0,
  completionRate: null,
  scoreRate: null,
  attentionBand: null,
  followUpScoreRate: null,
  catchUp: false,
  ...figures,
});

const report = (
  subjectCode: StudentsPerformance['subjectCode'],
  students: Student[],
): StudentsPerformance => ({
  classId: 1,
  className: '3A',
  subjectCode,
  scheduleIds: [],
  homeworkCount: 0,
  averageScoreRate: null,
  students,
  attentionCounts: { UNDER_20: 0, FROM_20_TO_39: 0, FROM_40_TO_59: 0 },
  catchUpCount: 0,
});

describe('classAcrossSubjects', () => {
  const rows = classAcrossSubjects([
    report('CHINESE', [
      student(7, 2, { dueCount: 4, submittedCount: 1, scoreRate: 35, attentionBand: 'FROM_20_TO_39' }),
      student(5, 1, { dueCount: 4, submittedCount: 4, scoreRate: 90 }),
    ]),
    report('MATH', [
      student(5, 1, { dueCount: 3, submittedCount: 1, scoreRate: 55, attentionBand: 'FROM_40_TO_59' }),
      student(7, 2, { dueCount: 3, submittedCount: 3, scoreRate: 80 }),
      student(9, 3, { dueCount: 2, submittedCount: 2, scoreRate: 70 }),
    ]),
  ]);

  it('gives one row per student in class-number order, each subject where its report lists them', () => {
    expect(rows.map((row) => row.studentId)).toEqual([5, 7, 9]);
    expect(rows[2]?.subjects).toEqual({ MATH: { missing: 0, scoreRate: 70, attentionBand: null } });
  });

  it('adds what each subject has not handed in, and names the subjects in an attention band', () => {
    expect(rows.map((row) => row.missing)).toEqual([2, 3, 0]);
    expect(rows.map((row) => row.attentionSubjects)).toEqual([['MATH'], ['CHINESE'], []]);
  });

  it('lists those with work not handed in, most first, and those needing attention', () => {
    expect(notHandedIn(rows).map((row) => row.studentId)).toEqual([7, 5]);
    expect(needingAttention(rows).map((row) => row.studentId)).toEqual([5, 7]);
  });
});
