import type { SchedulesWholePerformance, StudentsPerformance } from '@harbour/api-client';
import { describe, expect, it } from 'vitest';
import { classSummary, studentSummary, trendOf } from './written-summary';

type Unit = SchedulesWholePerformance['units'][number];
type Student = StudentsPerformance['students'][number];

const unit = (name: string, rate: number | null, weakest?: [string, number]): Unit => ({
  scheduleId: name.length,
  name,
  sortOrder: 1,
  startDate: '2026-09-01',
  endDate: '2026-09-30',
  proposed: false,
  homeworkCount: 1,
  completionRate: 100,
  averageScoreRate: rate,
  pendingCount: 0,
  masteryLevel: null,
  levelCounts: { FULL: 0, MASTERED: 0, PARTIAL: 0, MINIMAL: 0, NONE: 0, NO_DATA: 0 },
  weakestObjective: weakest
    ? {
        objectiveId: 1,
        knowledgePoint: weakest[0],
        aspect: 'READING',
        questionCount: 2,
        scoreRate: weakest[1],
        masteryLevel: null,
      }
    : null,
});

const term = (average: number | null, units: Unit[]): SchedulesWholePerformance =>
  ({ averageScoreRate: average, units }) as SchedulesWholePerformance;

const student = (scoreRate: number | null, extra: Partial<Student> = {}): Student => ({
  studentId: 1,
  name: 'S',
  classNumber: 1,
  dueCount: 4,
  submittedCount: 3,
  completionRate: 75,
  scoreRate,
  attentionBand: null,
  followUpScoreRate: null,
  catchUp: false,
  ...extra,
});

const students = (list: Student[], attention: number, catchUp: number): StudentsPerformance =>
  ({
    students: list,
    attentionCounts: { UNDER_20: 0, FROM_20_TO_39: 0, FROM_40_TO_59: attention },
    catchUpCount: catchUp,
  }) as StudentsPerformance;

describe('trendOf', () => {
  it('calls a change under 5 whole points steady, and counts whole points', () => {
    expect(trendOf(60.4, 64.6)).toEqual({ change: 5, direction: 'up' });
    expect(trendOf(60, 64)).toEqual({ change: 4, direction: 'steady' });
    expect(trendOf(80, 70)).toEqual({ change: -10, direction: 'down' });
  });
});

describe('classSummary', () => {
  it('states the average, the trend, the strongest and weakest unit, the weakest objective and the bands', () => {
    const facts = classSummary(
      term(55, [unit('U1', 70, ['Main idea', 40]), unit('U2', null), unit('U3', 45, ['Inference', 30])]),
      students([student(50), student(60)], 1, 2),
    );
    expect(facts).toEqual([
      { rule: 'average', rate: 55, level: 'MINIMAL', band: 'FROM_40_TO_59' },
      {
        rule: 'trend',
        from: { name: 'U1', rate: 70 },
        to: { name: 'U3', rate: 45 },
        change: -25,
        direction: 'down',
      },
      { rule: 'strongest', unit: { name: 'U1', rate: 70 } },
      { rule: 'weakest', unit: { name: 'U3', rate: 45 } },
      { rule: 'weakestObjective', knowledgePoint: 'Inference', unitName: 'U3', rate: 30 },
      { rule: 'attention', count: 1, total: 2 },
      { rule: 'catchUp', count: 2 },
    ]);
  });

  it('says only that nothing is marked when the class has no average', () => {
    expect(classSummary(term(null, [unit('U1', null)]), students([], 0, 0))).toEqual([
      { rule: 'nothingMarked' },
    ]);
  });

  it('gives no trend with one rated unit, and no strongest or weakest when the units are level', () => {
    const one = classSummary(term(80, [unit('U1', 80)]), students([student(80)], 0, 0));
    expect(one.map((fact) => fact.rule)).toEqual(['average', 'attention', 'catchUp']);
    const level = classSummary(term(80, [unit('U1', 80.2), unit('U2', 79.9)]), students([], 0, 0));
    expect(level.map((fact) => fact.rule)).toEqual(['average', 'trend', 'attention', 'catchUp']);
  });
});

describe('studentSummary', () => {
  it('compares the rate with the class average in whole points, with completion, band and catch-up', () => {
    expect(
      studentSummary(
        student(38.6, { attentionBand: 'FROM_20_TO_39', catchUp: true, followUpScoreRate: 50 }),
        61.4,
      ),
    ).toEqual([
      { rule: 'rate', rate: 38.6, classAverage: 61.4, change: -22 },
      { rule: 'completion', submitted: 3, due: 4 },
      { rule: 'band', band: 'FROM_20_TO_39' },
      { rule: 'catchUp', followUpRate: 50 },
    ]);
  });

  it('says nothing is marked for a student with no rate, and gives no change without a class average', () => {
    expect(studentSummary(student(null), 60)).toEqual([{ rule: 'nothingHandedIn', due: 4 }]);
    expect(studentSummary(student(70), null)).toEqual([
      { rule: 'rate', rate: 70, classAverage: null, change: null },
      { rule: 'completion', submitted: 3, due: 4 },
    ]);
  });
});
