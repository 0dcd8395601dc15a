import type { BatchResult } from '@harbour/api-client';
import type { PublishFormValues } from '../../../shared/publish/publish-form';
import { BATCH_PROGRESS_CAP, batchProgress, batchPublishItems, failedParts } from './batch';

const values: PublishFormValues = {
  homeworkName: 'batch',
  startTime: '2026-11-23T08:00',
  endTime: '2026-11-30T18:00',
  targets: ['class:11', 'group:7'],
  difficulty: 'MEDIUM',
  questionCount: '3',
  audioLanguage: 'CANTONESE',
  videoLanguage: 'CANTONESE',
  allowVideoFastForward: true,
  classification: 'PRACTICE',
  processType: '2a',
  questionNumbers: '1-2',
  durationMinutes: '',
  maximumPercent: '',
  immediateFeedback: true,
  maxTries: 'unlimited',
};

const result: BatchResult = {
  total: 3,
  succeeded: 2,
  failed: 1,
  message: 'Part of homework publish failed',
  items: [
    { index: 0, ok: true, eHomeworkId: 1, sourceEHomeworkId: null, errorCode: null, errorMessage: null },
    {
      index: 1,
      ok: false,
      eHomeworkId: null,
      sourceEHomeworkId: null,
      errorCode: 200206,
      errorMessage: 'Insufficient number of questions',
    },
    { index: 2, ok: true, eHomeworkId: 3, sourceEHomeworkId: null, errorCode: null, errorMessage: null },
  ],
};

it('makes one publish per chapter, named after it, with the shared settings', () => {
  const items = batchPublishItems(values, { subjectCode: 'MATH', gradeCode: 3, textbookType: 'A_PLUS' }, [
    { chapterId: 4, chapterName: 'Chapter 1 Fractions' },
    { chapterId: 5, chapterName: 'Chapter 2 Multiplication' },
  ]);
  expect(items.map((i) => [i.homeworkName, i.chapterId, i.questionCount, i.processType])).toEqual([
    ['Chapter 1 Fractions', 4, 3, '2a'],
    ['Chapter 2 Multiplication', 5, 3, '2a'],
  ]);
  expect(items[0]).not.toHaveProperty('questionNumbers');
  expect(items[0]?.targets).toHaveLength(2);
});

it('names the failed parts', () => {
  expect(failedParts(result, ['A', 'B', 'C'])).toEqual([
    { name: 'B', message: 'Insufficient number of questions' },
  ]);
});

it('advances on the estimate while waiting, never past the cap, and shows the answer when it comes', () => {
  expect(batchProgress(0, 5, null)).toBe(0);
  expect(batchProgress(1000, 5, null)).toBe(50);
  expect(batchProgress(60_000, 5, null)).toBe(BATCH_PROGRESS_CAP);
  expect(batchProgress(100, 3, result)).toBe(100);
  expect(batchProgress(100, 0, null)).toBe(0);
});
