import type { StudentHomework } from '@harbour/api-client';
import { groupHomework } from './group-homework';

const homework = (over: Partial<StudentHomework>): StudentHomework => ({
  eHomeworkId: 1,
  homeworkName: 'Unit 1',
  subjectCode: 'MATH',
  processType: '2a',
  processKind: 'PRACTICE',
  startTime: '2026-11-20T00:00:00.000Z',
  endTime: '2026-11-27T10:00:00.000Z',
  durationMinutes: null,
  questionCount: 5,
  answeredCount: 0,
  practiceStatus: 'NOT_STARTED',
  submitStatus: 'NOT_SUBMIT',
  studentTestStatus: null,
  submittedAt: null,
  resultsPublished: false,
  group: 'TODO',
  ...over,
});

describe('groupHomework', () => {
  it('puts each homework in its group: to do, overdue, done', () => {
    const groups = groupHomework([
      homework({ eHomeworkId: 1, group: 'DONE', submittedAt: '2026-11-21T00:00:00.000Z' }),
      homework({ eHomeworkId: 2, group: 'OVERDUE' }),
      homework({ eHomeworkId: 3, group: 'TODO' }),
    ]);
    expect(groups.TODO.map((h) => h.eHomeworkId)).toEqual([3]);
    expect(groups.OVERDUE.map((h) => h.eHomeworkId)).toEqual([2]);
    expect(groups.DONE.map((h) => h.eHomeworkId)).toEqual([1]);
  });

  it('orders to do by due time, soonest first', () => {
    const groups = groupHomework([
      homework({ eHomeworkId: 1, endTime: '2026-11-29T00:00:00.000Z' }),
      homework({ eHomeworkId: 2, endTime: '2026-11-26T00:00:00.000Z' }),
      homework({ eHomeworkId: 3, endTime: '2026-11-28T00:00:00.000Z' }),
    ]);
    expect(groups.TODO.map((h) => h.eHomeworkId)).toEqual([2, 3, 1]);
  });

  it('orders done by submission, latest first', () => {
    const groups = groupHomework([
      homework({ eHomeworkId: 1, group: 'DONE', submittedAt: '2026-11-20T00:00:00.000Z' }),
      homework({ eHomeworkId: 2, group: 'DONE', submittedAt: '2026-11-22T00:00:00.000Z' }),
    ]);
    expect(groups.DONE.map((h) => h.eHomeworkId)).toEqual([2, 1]);
  });

  it('gives empty groups for no homework', () => {
    expect(groupHomework([])).toEqual({ TODO: [], OVERDUE: [], DONE: [] });
  });
});
