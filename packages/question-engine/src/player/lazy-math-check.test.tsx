import type { BaseQuestion } from '@harbour/question-core';
import { mathLoaded } from '@harbour/question-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionPlayer } from './question-player';
import { renderWithI18n } from './testing/render';

// The browser entry of the core (Node's entry loads Temml with the package): here Temml starts unloaded.
vi.mock('@harbour/question-core', () => import('../../../question-core/src/index'));

const FRACTION_QUESTION = {
  questionId: 'lazy-math-fill',
  questionType: 'COMPLETION',
  subjectCode: 'MATH',
  questionTitle: 'Fill in the blank.',
  question: [{ type: 'text', content: 'Three quarters: [$$]' }],
  blankNum: 1,
  questionAnswer: '$$\\frac{3}{4}$$',
} as unknown as BaseQuestion;

describe('a local check loads Temml when the key holds math', () => {
  it('nothing loads it before the check; the check loads it and \\frac34 is RIGHT against \\frac{3}{4}', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={FRACTION_QUESTION} checkLocally />);
    await user.type(screen.getByRole('textbox'), '$$\\frac34$$');
    expect(mathLoaded()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Correct', { selector: '.hqe-status' })).toBeInTheDocument();
    expect(mathLoaded()).toBe(true);
  });
});
