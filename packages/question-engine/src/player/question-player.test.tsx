import type { BaseQuestion } from '@harbour/question-core';
import { sampleBaseQuestions, sampleReading } from '@harbour/question-core/samples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmitHandler } from '../widgets/shared/types';
import { QuestionPlayer } from './question-player';
import { hasSubmitButton, inputsDisabled, resultButton } from './question-view';
import { renderWithI18n } from './testing/render';

function sample(id: string): BaseQuestion {
  const question = sampleBaseQuestions.find((q) => q.questionId === id);
  if (!question) throw new Error(id);
  return question;
}

describe('player states (spec §4)', () => {
  it('shows Submit for a null status and Again after a result', () => {
    expect(resultButton(null)).toBe('submit');
    expect(resultButton('WRONG')).toBe('again');
  });

  it('disables inputs while submitting and once a status exists', () => {
    expect(inputsDisabled(null, false)).toBe(false);
    expect(inputsDisabled(null, true)).toBe(true);
    expect(inputsDisabled('RIGHT', false)).toBe(true);
  });

  it('gives essay, long answer and speaking no submit button', () => {
    expect(hasSubmitButton('ESSAY')).toBe(false);
    expect(hasSubmitButton('LONG_ANSWER')).toBe(false);
    expect(hasSubmitButton('SPEAKING')).toBe(false);
    expect(hasSubmitButton('SINGLE_CHOICE')).toBe(true);
  });
});

describe('QuestionPlayer', () => {
  it('shows the serial number, the title and the submitTips message without an answer', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-radio-en')} serialNo={3} checkLocally />);
    expect(screen.getByRole('heading', { name: /Question 3 Choose the correct word/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer the question before submitting.');
  });

  it('checks locally, disables the inputs, shows Again, and retries from empty', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-radio-en')} checkLocally />);
    await user.click(screen.getByRole('radio', { name: /goes/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Correct', { selector: '.hqe-status' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /goes/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('radio', { name: /goes/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /goes/ })).toBeEnabled();
  });

  it('hands the encoded answer to onSubmit and disables Submit while in flight', async () => {
    const user = userEvent.setup();
    let resolve: (value: Awaited<ReturnType<SubmitHandler>>) => void = () => undefined;
    const onSubmit = vi.fn<SubmitHandler>(() => new Promise((r) => (resolve = r)));
    renderWithI18n(<QuestionPlayer question={sample('sample-multiple-math')} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('checkbox', { name: /^2/ }));
    await user.click(screen.getByRole('checkbox', { name: /^11/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith('1;3', {
      questionId: 'sample-multiple-math',
      combineQuestionId: null,
      questionType: 'MULTIPLE_CHOICE',
    });
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    resolve({ questionRightStatus: 'WRONG' });
    expect(await screen.findByText('Wrong', { selector: '.hqe-status' })).toBeInTheDocument();
  });

  it('shows common.serverError when the request fails and the server message when it should warn', async () => {
    const user = userEvent.setup();
    const failing = vi
      .fn<SubmitHandler>()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockRejectedValueOnce(Object.assign(new Error('題目已關閉'), { shouldWarn: true }));
    renderWithI18n(<QuestionPlayer question={sample('sample-radio-en')} onSubmit={failing} />);
    await user.click(screen.getByRole('radio', { name: /goes/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('題目已關閉'));
  });

  it('splits a returned fill-in answer back into blanks', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<SubmitHandler>(async () => ({
      questionRightStatus: 'PART_RIGHT',
      studentAnswer: 'kitten##cub',
    }));
    renderWithI18n(<QuestionPlayer question={sample('sample-fill-en')} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Blank 1' }), 'kitten#');
    await user.type(screen.getByRole('textbox', { name: 'Blank 2' }), 'cub');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toBe('kitten##cub');
    expect(await screen.findByText('Partly correct', { selector: '.hqe-status' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Blank 1' })).toHaveValue('kitten');
    expect(screen.getByText('Blank 1 is correct')).toBeInTheDocument();
    expect(screen.getByText('Blank 2 is wrong')).toBeInTheDocument();
  });

  it('shows the explanation the verdict brings to a student’s question without one, and the tries left', async () => {
    const user = userEvent.setup();
    // A student's copy: no key, no explanation.
    const {
      questionAnalysis: _analysis,
      questionAnswer: _answer,
      ...studentCopy
    } = sample('sample-radio-zh');
    const replies = [1, 0];
    const onSubmit = vi.fn<SubmitHandler>(async () => ({
      questionRightStatus: 'WRONG',
      studentAnswer: '2',
      questionAnalysis: [{ contentType: 'TEXT', content: '這是此題的解析。' }],
      triesLeft: replies.shift() ?? 0,
    }));
    renderWithI18n(<QuestionPlayer question={studentCopy as BaseQuestion} onSubmit={onSubmit} />, 'hk');
    await user.click(screen.getByRole('radio', { name: /畫畫技術高超/ }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await user.click(await screen.findByRole('button', { name: '查看答案及解析' }));
    expect(screen.getByText('這是此題的解析。')).toBeInTheDocument();
    expect(screen.queryByText('此題沒有解析。')).toBeNull();
    await user.click(screen.getByRole('button', { name: '再做一次（尚餘 1 次）' }));
    await user.click(screen.getByRole('radio', { name: /畫畫技術高超/ }));
    // The tries left now known, the submit button says them.
    await user.click(screen.getByRole('button', { name: '提交（尚餘 1 次）' }));
    expect(await screen.findByText('已用完作答次數，交功課後才批改。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /再做一次/ })).toBeNull();
  });

  it('says the tries left in English, one try in the singular', () => {
    const question = sample('sample-radio-zh');
    for (const [left, name] of [
      [2, 'Submit (2 tries left)'],
      [1, 'Submit (1 try left)'],
    ] as const) {
      const { unmount } = renderWithI18n(
        <QuestionPlayer question={question} onSubmit={vi.fn()} triesLeft={{ [question.questionId]: left }} />,
      );
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
      unmount();
    }
  });

  it('opens the explanation with the right answer after checking', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-radio-zh')} checkLocally />, 'hk');
    await user.click(screen.getByRole('radio', { name: /畫畫技術高超/ }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('錯誤', { selector: '.hqe-status' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看答案及解析' }));
    // The key '1' is named by its option's content: this sample's options show no letters.
    expect(document.querySelector('.hqe-explanation__answer')).toHaveTextContent(
      '正確答案：做事多此一舉，反而壞事',
    );
    expect(screen.getByText(/比喻多此一舉/)).toBeInTheDocument();
  });

  it('shows the right answer and the explanation from the start in a teacher preview', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <QuestionPlayer question={sample('sample-radio-zh')} checkLocally showExplanation />,
      'hk',
    );
    // The key '1' is named by its option's content: this sample's options show no letters.
    expect(document.querySelector('.hqe-explanation__answer')).toHaveTextContent(
      '正確答案：做事多此一舉，反而壞事',
    );
    expect(screen.getByText(/比喻多此一舉/)).toBeInTheDocument();
    // One level below the question's h2: headings do not skip a level.
    expect(screen.getByRole('heading', { name: '解析' }).tagName).toBe('H3');
    await user.click(screen.getByRole('button', { name: '收起答案及解析' }));
    expect(document.querySelector('.hqe-explanation__answer')).toBeNull();
  });

  it('keeps the explanation closed until asked without showExplanation', () => {
    renderWithI18n(<QuestionPlayer question={sample('sample-radio-zh')} checkLocally />, 'hk');
    expect(document.querySelector('.hqe-explanation__answer')).toBeNull();
  });

  it('draws a short answer whose text holds [$$] gaps once, with the boxes in the text', () => {
    const question: BaseQuestion = {
      ...sample('sample-short-zh'),
      question: [{ contentType: 'TEXT', content: '春天常見的花有[$$]和[$$]。' }],
    };
    const { container } = renderWithI18n(<QuestionPlayer question={question} checkLocally />, 'hk');
    expect(container.textContent).not.toContain('[$$]');
    expect(container.textContent?.match(/春天常見的花有/g)).toHaveLength(1);
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('has no submit button for an essay', () => {
    renderWithI18n(<QuestionPlayer question={sample('sample-essay-zh')} />);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});

describe('composite navigation (spec §2)', () => {
  it('names each composite navigation by its own title, so two composites on a page differ', () => {
    renderWithI18n(
      <>
        <QuestionPlayer question={sampleReading} serialNo={1} />
        <QuestionPlayer question={sampleReading} serialNo={2} />
      </>,
    );
    const names = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-labelledby'));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    const labels = screen.getAllByRole('navigation').map((nav) =>
      (nav.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(labels[0]).toMatch(/1/);
    expect(labels[0]).not.toEqual(labels[1]);
  });

  it('hides previous on the first sub-question and next on the last', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sampleReading} checkLocally />);
    expect(screen.queryByRole('button', { name: 'Previous question' })).not.toBeInTheDocument();
    expect(screen.getByText('Sub-question 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Sub-question 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next question' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous question' })).toBeInTheDocument();
  });

  it('offers the reading font sizes and submits a sub-question with its composite id', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<SubmitHandler>(async () => ({ questionRightStatus: 'RIGHT' }));
    const { container } = renderWithI18n(<QuestionPlayer question={sampleReading} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(container.querySelector('.hqe-font--large')).not.toBeNull();
    const child = screen.getByRole('region', { name: 'Question 1' });
    await user.click(within(child).getByRole('radio', { name: /red/ }));
    await user.click(within(child).getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith('2', {
      questionId: 'sample-read-en-1',
      combineQuestionId: 'sample-read-en',
      questionType: 'SINGLE_CHOICE',
    });
  });
});
