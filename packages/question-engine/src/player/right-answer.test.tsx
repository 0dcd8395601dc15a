import type { BaseQuestion } from '@harbour/question-core';
import { sampleBaseQuestions } from '@harbour/question-core/samples';
import { fireEvent, screen } from '@testing-library/react';
import { QuestionPlayer } from './question-player';
import { formatRightAnswer } from './right-answer';
import { renderWithI18n } from './testing/render';

const sample = (id: string) => sampleBaseQuestions.find((q) => q.questionId === id) as BaseQuestion;

/** Opens a teacher preview (key and explanation shown) and returns the right-answer line. */
function previewAnswer(question: BaseQuestion): HTMLElement {
  const { container } = renderWithI18n(
    <QuestionPlayer question={question} serialNo={1} checkLocally showExplanation />,
  );
  const line = container.querySelector<HTMLElement>('.hqe-explanation__answer');
  if (!line) throw new Error('no right-answer line');
  return line;
}

describe('teacher preview: the right answer reads like the question', () => {
  it('draws math in the key as math, not TeX', () => {
    const line = previewAnswer(sample('sample-fill-math'));
    expect(line.querySelector('math mfrac')).not.toBeNull();
    expect(line.textContent).not.toContain('\\frac');
    expect(line.textContent).toContain('0.75');
  });

  it('names a choice by the letter the options show', () => {
    const lettered = { ...sample('sample-radio-zh'), showOptionLetterStatus: true, questionAnswer: '2' };
    expect(formatRightAnswer(lettered)).toBe('B');
    expect(previewAnswer(lettered)).toHaveTextContent(/B$/);
  });

  it('names a choice by its content when the options show no letters', () => {
    const plain = { ...sample('sample-radio-zh'), showOptionLetterStatus: false, questionAnswer: '2' };
    expect(formatRightAnswer(plain)).toBe('畫畫技術高超');
    const multiple = { ...sample('sample-multiple-math'), showOptionLetterStatus: true };
    expect(formatRightAnswer(multiple)).toBe('A, C');
  });

  it('keeps the underline of the punctuation key (小明)', () => {
    const line = previewAnswer(sample('sample-punctuation-zh'));
    const underlined = line.querySelector('u');
    expect(underlined).toHaveTextContent('小明');
    expect(line.textContent).toContain('說：「');
  });

  it('names a matching key’s right items by the letters the player shows (1-B, never 1-2)', () => {
    expect(formatRightAnswer(sample('sample-matching-math'))).toBe('1-B, 2-C, 3-A');
    expect(formatRightAnswer(sample('sample-connect-en'))).toBe('1-B, 2-C, 3-A');
  });

  it('writes key text as text, never as markup', () => {
    const fill = { ...sample('sample-fill-en'), questionAnswer: '<img src=x onerror=alert(1)>##b' };
    expect(formatRightAnswer(fill)).toBe('(1) &lt;img src=x onerror=alert(1)&gt;  (2) b');
  });
});

describe('punctuation editor: caret and marks', () => {
  it('draws no caret before the passage has the focus, and one while it has it', () => {
    const { container } = renderWithI18n(
      <QuestionPlayer question={sample('sample-punctuation-zh')} serialNo={1} checkLocally />,
    );
    expect(container.querySelector('.hqe-cell--caret')).toBeNull();
    const passage = screen.getByRole('application');
    fireEvent.focus(passage);
    expect(container.querySelectorAll('.hqe-cell--caret')).toHaveLength(1);
    fireEvent.blur(passage);
    expect(container.querySelector('.hqe-cell--caret')).toBeNull();
  });
});
