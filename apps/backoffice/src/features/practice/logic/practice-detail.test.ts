import { ApiError, ERROR_CODES, type PracticeStudent } from '@harbour/api-client';
import {
  announceOutcome,
  canAskRedo,
  classOptions,
  markingProgress,
  redoChoice,
  studentName,
  studentsQueryOf,
} from './practice-detail';

const student = (over: Partial<PracticeStudent> = {}): PracticeStudent => ({
  studentId: 1,
  name: '陳大文',
  nameEn: 'Chan Tai Man',
  classNumber: 1,
  classId: 1,
  className: '3B',
  submitStatus: 'NORMAL',
  submittedAt: '2026-11-20T02:00:00.000Z',
  practiceStatus: 'FINISHED',
  score: 5,
  fullScore: 10,
  redoRequested: false,
  markedCount: 0,
  toMarkCount: 2,
  ...over,
});

describe('canAskRedo', () => {
  it('lets a teacher ask students who submitted on time or late', () => {
    expect(canAskRedo(student({ submitStatus: 'NORMAL' }))).toBe(true);
    expect(canAskRedo(student({ submitStatus: 'DELAY' }))).toBe(true);
  });
  it('refuses students who have not submitted, need not submit, or are already asked', () => {
    for (const submitStatus of ['NOT_SUBMIT', 'OVERDUE', 'NO_NEED'] as const)
      expect(canAskRedo(student({ submitStatus, submittedAt: null }))).toBe(false);
    expect(canAskRedo(student({ redoRequested: true }))).toBe(false);
  });
});

it('keeps only chosen students who may still redo', () => {
  const list = [
    student({ studentId: 1 }),
    student({ studentId: 2, redoRequested: true }),
    student({ studentId: 3, submitStatus: 'OVERDUE', submittedAt: null }),
    student({ studentId: 4 }),
  ];
  expect(redoChoice(list, new Set([1, 2, 3]))).toEqual([1]);
});

describe('markingProgress', () => {
  it('counts marked of every answer needing a teacher', () => {
    expect(markingProgress({ markedCount: 1, toMarkCount: 2 })).toEqual({ marked: 1, total: 3 });
    expect(markingProgress({ markedCount: 3, toMarkCount: 0 })).toEqual({ marked: 3, total: 3 });
  });
  it('is null when nothing needs a teacher', () => {
    expect(markingProgress({ markedCount: 0, toMarkCount: 0 })).toBeNull();
  });
});

describe('announceOutcome', () => {
  it('says published when the call succeeds', async () => {
    expect(await announceOutcome(async () => ({}))).toEqual({ kind: 'PUBLISHED' });
  });
  it('reads the two expected refusals with the server’s message', async () => {
    const refuse = (code: number, message: string) => async () => {
      throw new ApiError(message, code, 'result', 409);
    };
    expect(await announceOutcome(refuse(ERROR_CODES.NOT_ALL_SCORED, '部分學生尚未評分'))).toEqual({
      kind: 'NOT_ALL_SCORED',
      message: '部分學生尚未評分',
    });
    expect(await announceOutcome(refuse(ERROR_CODES.UNSCORED_STUDENTS, '3 students'))).toEqual({
      kind: 'UNSCORED_STUDENTS',
      message: '3 students',
    });
  });
  it('throws any other failure on', async () => {
    const other = async () => {
      throw new ApiError('No', ERROR_CODES.SCORE_INVALID, 'result', 400);
    };
    await expect(announceOutcome(other)).rejects.toThrow('No');
  });
});

it('asks the students call for the URL’s class and submission status only', () => {
  expect(studentsQueryOf({ eHomeworkId: 5, tab: 'redo', page: 2 })).toEqual({});
  expect(studentsQueryOf({ eHomeworkId: 5, classId: 3, submitStatus: 'OVERDUE' })).toEqual({
    classId: 3,
    submitStatus: 'OVERDUE',
  });
});

it('names a student in English on en pages when there is an English name', () => {
  expect(studentName(student(), 'en')).toBe('Chan Tai Man');
  expect(studentName(student(), 'hk')).toBe('陳大文');
  expect(studentName(student({ nameEn: '' }), 'en')).toBe('陳大文');
});

it('offers each class a homework reaches once, in the order of its targets', () => {
  const target = (classId: number, className: string) => ({ classId, className });
  expect(classOptions({ targets: [target(2, '3B'), target(1, '3A'), target(2, '3B')] })).toEqual([
    { value: '2', label: '3B' },
    { value: '1', label: '3A' },
  ]);
});
