import type { QuestionOutcome } from '@harbour/api-client';
import { awaitsMarking, homeworkAwaitsMarking, shownVerdict } from './marked-verdict';

const marked = (score: number, maxScore = 10, isMarked = true): QuestionOutcome => ({
  score,
  maxScore,
  comment: '',
  marked: isMarked,
  criteria: [],
  pictures: [],
});

describe('shownVerdict', () => {
  it('keeps the checker’s verdict of an answer it judged', () => {
    expect(shownVerdict('RIGHT', marked(0))).toBe('RIGHT');
    expect(shownVerdict('WRONG', marked(10))).toBe('WRONG');
    expect(shownVerdict(null, marked(5))).toBeNull();
  });
  it('keeps "waiting for the teacher" until the teacher has marked it', () => {
    expect(shownVerdict('NOT_CORRECT', null)).toBe('NOT_CORRECT');
    expect(shownVerdict('NOT_CORRECT', marked(5, 10, false))).toBe('NOT_CORRECT');
  });
  it('shows a marked answer by its mark: full marks right, none wrong, between part right', () => {
    expect(shownVerdict('NOT_CORRECT', marked(10))).toBe('RIGHT');
    expect(shownVerdict('NOT_CORRECT', marked(0))).toBe('WRONG');
    expect(shownVerdict('NOT_CORRECT', marked(1))).toBe('PART_RIGHT');
    expect(shownVerdict('NOT_CORRECT', marked(9))).toBe('PART_RIGHT');
  });
});

describe('a provisional score', () => {
  const outcome = { score: 0, maxScore: 5, comment: '', marked: false, criteria: [], pictures: [] };
  it('is provisional while an answer waits for marking and the teacher has not marked it', () => {
    expect(awaitsMarking('NOT_CORRECT', outcome)).toBe(true);
    expect(awaitsMarking('NOT_CORRECT', { ...outcome, marked: true })).toBe(false);
    expect(awaitsMarking('RIGHT', outcome)).toBe(false);
    expect(awaitsMarking(null, null)).toBe(false);
  });
  it('makes the homework total provisional when any question is', () => {
    const checked = { answer: { questionRightStatus: 'RIGHT' as const }, outcome };
    const waiting = { answer: { questionRightStatus: 'NOT_CORRECT' as const }, outcome };
    expect(homeworkAwaitsMarking([checked])).toBe(false);
    expect(homeworkAwaitsMarking([checked, waiting])).toBe(true);
  });
});
