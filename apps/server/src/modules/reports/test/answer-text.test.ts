import { answerTextOf, rightAnswerOf, type StoredQuestion } from './answer-text';

const side = (side: 'LEFT' | 'RIGHT', serialNo: string, optionContent: string) => ({
  optionNo: serialNo,
  serialNo,
  side,
  optionType: 'TEXT',
  optionContent,
});
/** A matching question as stored: both columns numbered, the right one shown lettered A–C. */
const matching = {
  questionType: 'MATCHING',
  subjectCode: 'MATH',
  questionTitle: 'Match the numbers.',
  question: [{ contentType: 'TEXT', content: 'Match.' }],
  options: [
    side('LEFT', '1', 'half'),
    side('LEFT', '2', 'quarter'),
    side('LEFT', '3', 'three quarters'),
    side('RIGHT', '1', '0.75'),
    side('RIGHT', '2', '0.5'),
    side('RIGHT', '3', '0.25'),
  ],
  rightOptions: ['1-2', '2-3', '3-1'],
  questionAnswer: '1-2;2-3;3-1',
} as StoredQuestion;

describe('the test report’s readable matching answers', () => {
  it('letters the right items as the player shows them: "1-3" reads 1 → C', () => {
    const text = answerTextOf(matching, '1-3;2-1');
    expect(text).toContain('→ C. 0.25');
    expect(text).toContain('→ A. 0.75');
    expect(text).not.toMatch(/\d-\d/);
    expect(rightAnswerOf(matching)).toContain('→ B. 0.5');
  });

  it('letters them too when the question cannot be read whole (the plain reading)', () => {
    const bare: StoredQuestion = { questionType: 'MATCHING', questionAnswer: '1-2' };
    expect(answerTextOf(bare, '1-3;2-1')).toBe('1 → C; 2 → A');
  });
});
