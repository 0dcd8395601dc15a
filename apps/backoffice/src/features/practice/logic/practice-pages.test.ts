import type { ProcessType } from '@harbour/api-client';
import { correctPageOf, detailPageOf, isTestHomework } from './practice-pages';

const kind = (processType: ProcessType, type = 'AEL_PRACTICE') => ({ processType, type });

describe('detailPageOf', () => {
  it('opens practiceDetail for practice (1, 2a–2d)', () => {
    for (const p of ['1', '2a', '2b', '2c', '2d'] as const)
      expect(detailPageOf(kind(p))).toBe('/home/practice/practiceDetail');
  });
  it('opens testSubmit for tests (3a, 3b, 4)', () => {
    for (const p of ['3a', '3b', '4'] as const)
      expect(detailPageOf(kind(p, 'EXAM'))).toBe('/home/practice/testSubmit');
  });
  it('opens hkatTestSubmit for an HKAT test and an HKAT examination', () => {
    expect(detailPageOf(kind('3b', 'HKAT'))).toBe('/home/practice/hkatTestSubmit');
    expect(detailPageOf(kind('8e', 'HKAT'))).toBe('/home/practice/hkatTestSubmit');
  });
  it('opens practiceDetail for HKAT practice (not a test)', () => {
    expect(detailPageOf(kind('8a', 'HKAT'))).toBe('/home/practice/practiceDetail');
  });
  it('opens ePracticeSubmit for ePractice, by type or processType', () => {
    expect(detailPageOf(kind('6'))).toBe('/home/practice/ePracticeSubmit');
    expect(detailPageOf(kind('7'))).toBe('/home/practice/ePracticeSubmit');
    expect(detailPageOf(kind('2a', 'E_PRACTICE'))).toBe('/home/practice/ePracticeSubmit');
  });
  it('opens practiceDetail for writing and task sheets', () => {
    expect(detailPageOf(kind('14'))).toBe('/home/practice/practiceDetail');
    expect(detailPageOf(kind('13'))).toBe('/home/practice/practiceDetail');
  });
});

describe('correctPageOf', () => {
  it('marks tests on testCorrect, HKAT tests on hkatTestCorrect, the rest on practiceCorrect', () => {
    expect(correctPageOf(kind('4', 'EXAM'))).toBe('/home/practice/testCorrect');
    expect(correctPageOf(kind('3a', 'HKAT'))).toBe('/home/practice/hkatTestCorrect');
    expect(correctPageOf(kind('2b'))).toBe('/home/practice/practiceCorrect');
    expect(correctPageOf(kind('6', 'E_PRACTICE'))).toBe('/home/practice/practiceCorrect');
    expect(correctPageOf(kind('14'))).toBe('/home/practice/practiceCorrect');
  });
});

it('counts tests and HKAT tests as withdrawable exams, never practice', () => {
  expect(isTestHomework(kind('3b'))).toBe(true);
  expect(isTestHomework(kind('8e', 'HKAT'))).toBe(true);
  expect(isTestHomework(kind('2a'))).toBe(false);
  expect(isTestHomework(kind('8', 'HKAT'))).toBe(false);
});
