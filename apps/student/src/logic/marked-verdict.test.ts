import type { QuestionOutcome } from '@harbour/api-client';
import { shownVerdict } from './marked-verdict';

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
