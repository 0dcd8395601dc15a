import { parseQuestion, registerQuestionType } from '@harbour/question-core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '../widgets/shared/types';
import { QuestionPlayer } from './question-player';
import { renderWithI18n } from './testing/render';
import { registerQuestionWidget } from './widget-registry';

// A host's type, declared and registered as the README shows: a rating of 1 to 5.
declare module '@harbour/question-core' {
  interface CustomQuestionTypes {
    RATING: number | null;
  }
}

registerQuestionType({
  type: 'RATING',
  teacherMarked: false,
  returnsBlanks: false,
  inlineGaps: false,
  emptyAnswer: () => null,
  encode: (_question, answer) => (answer === null ? '' : String(answer)),
  decode: (_question, encoded) => {
    const value = Number(encoded);
    return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
  },
  hasAnswer: (_question, answer) => answer !== null,
  check: (question, studentAnswer) => {
    const right = studentAnswer === question.questionAnswer;
    return { status: right ? 'RIGHT' : 'WRONG', items: [right] };
  },
  // What reports show: the answer, a key equal answers group under, and the right answer.
  answerText: (_question, answer) => (typeof answer === 'number' ? `${answer} / 5` : ''),
  answerKey: (_question, answer) => (typeof answer === 'number' ? String(answer) : ''),
  rightAnswerText: (question) => (question.questionAnswer ? `${question.questionAnswer} / 5` : ''),
});

function RatingWidget({ answer, onChange, disabled }: WidgetProps<number | null>) {
  return (
    <fieldset>
      <legend>Rating</legend>
      {[1, 2, 3, 4, 5].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="rating"
            checked={answer === value}
            disabled={disabled}
            onChange={() => onChange(value)}
          />
          {value}
        </label>
      ))}
    </fieldset>
  );
}
registerQuestionWidget('RATING', RatingWidget);

const parsed = parseQuestion({
  questionId: 'rating-1',
  questionType: 'RATING',
  subjectCode: 'ENGLISH',
  questionTitle: 'How many legs has a dog?',
  questionAnswer: '4',
});

describe('a custom question type in the player', () => {
  it('draws the registered widget, passes its typed answer on and checks it with its module', async () => {
    if (!parsed.ok) throw new Error(parsed.error);
    const changes: unknown[] = [];
    renderWithI18n(
      <QuestionPlayer
        question={parsed.question}
        serialNo={1}
        checkLocally
        onAnswerChange={(_id, answer, encoded) => changes.push([answer, encoded])}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(changes).toEqual([[4, '4']]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Correct')).toBeInTheDocument();
  });

  it('refuses a widget for a type whose core module is not registered', () => {
    expect(() => registerQuestionWidget('SLIDER' as 'RATING', RatingWidget)).toThrow(/registerQuestionType/);
  });
});
