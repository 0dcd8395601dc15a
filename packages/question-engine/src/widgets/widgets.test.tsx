import type { BaseQuestion } from '@harbour/question-core';
import { sampleBaseQuestions } from '@harbour/question-core/samples';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionPlayer } from '../player/question-player';
import { renderWithI18n } from '../player/testing/render';
import { optionLetter, optionsPerRow } from './choice/choice-widget';
import { CONNECT_TIP_MS } from './connect/links';
import { fillRows } from './fill/fill-rules';
import { FillWidget } from './fill/fill-widget';
import { ENGLISH_SELECT_PROMPT, selectPrompt } from './select-fill/select-fill-widget';
import type { SubmitHandler } from './shared/types';

function sample(id: string, patch: Partial<BaseQuestion> = {}): BaseQuestion {
  const question = sampleBaseQuestions.find((q) => q.questionId === id);
  if (!question) throw new Error(id);
  return { ...question, ...patch };
}

describe('choice (spec §2, §5)', () => {
  it('lays options out 1 to 3 per row and letters them A, B, C', () => {
    expect([undefined, 1, 2, 3, 4, 0].map((n) => optionsPerRow(n))).toEqual([1, 1, 2, 3, 3, 1]);
    expect(optionLetter(0)).toBe('A');
    expect(optionLetter(2)).toBe('C');
  });

  it('marks each chosen option right or wrong after checking', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-multiple-math')} checkLocally />);
    await user.click(screen.getByRole('checkbox', { name: /^2/ }));
    await user.click(screen.getByRole('checkbox', { name: /^9/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('checkbox', { name: /^2.*right/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^9.*wrong/ })).toBeChecked();
    expect(screen.getByText('Wrong', { selector: '.hqe-status' })).toBeInTheDocument();
  });

  it('answers by keyboard alone', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-radio-en')} checkLocally />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /goes/ })).toBeChecked();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Correct', { selector: '.hqe-status' })).toBeInTheDocument();
  });
});

describe('fill input (spec §2, §9)', () => {
  it('builds each change on the one before, even when the host has not rendered it yet', () => {
    // mathlive reports input from its own listener, outside React's events: two blanks can change
    // before the player renders the first change, and the second must not undo the first.
    const onChange = vi.fn();
    renderWithI18n(
      <FillWidget
        question={sample('sample-fill-en')}
        answer={['', '']}
        onChange={onChange}
        disabled={false}
        items={null}
        status={null}
        announce={() => undefined}
        warn={() => undefined}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Blank 1' }), { target: { value: 'kitten' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Blank 2' }), { target: { value: 'puppy' } });
    expect(onChange).toHaveBeenLastCalledWith(['kitten', 'puppy']);
  });

  it('grows from 1 to at most 5 rows', () => {
    expect(fillRows('')).toBe(1);
    expect(fillRows('a\nb\nc')).toBe(3);
    expect(fillRows('1\n2\n3\n4\n5\n6\n7')).toBe(5);
  });

  it('shows the gaps inside the text and re-evaluates marks on retry', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-fill-en')} checkLocally />);
    expect(screen.queryByText(/\[\$\$\]/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Blank 1' }), 'Kitty');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Blank 1 is correct')).toBeInTheDocument();
    expect(screen.getByText('Blank 2 is wrong')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('Blank 1 is correct')).not.toBeInTheDocument();
  });
});

describe('selection fill (spec §2)', () => {
  it("prompts 'Please select' for ENGLISH in every locale, the translation otherwise", () => {
    expect(selectPrompt('ENGLISH', '請選擇')).toBe(ENGLISH_SELECT_PROMPT);
    expect(selectPrompt('CHINESE', '請選擇')).toBe('請選擇');
    renderWithI18n(<QuestionPlayer question={sample('sample-select-fill-en')} />, 'hk');
    expect(screen.getAllByRole('combobox')[0]).toHaveTextContent('Please select');
  });

  it('chooses with the mouse and with the keyboard, list capped at 500 px', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-select-fill-en')} checkLocally />);
    const [first, second] = screen.getAllByRole('combobox') as [HTMLElement, HTMLElement];
    await user.click(first);
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '500px' });
    await user.click(screen.getByRole('option', { name: 'is' }));
    expect(first).toHaveTextContent('is');
    second.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(second).toHaveTextContent('are');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Correct', { selector: '.hqe-status' })).toBeInTheDocument();
  });
});

describe('sentence recombination (spec §4)', () => {
  it('places by pressing an option then a slot, returns a pressed placed item, and checks', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-group-sentences-en')} checkLocally />);
    const pool = screen.getByRole('group', { name: 'Options to place' });
    await user.click(within(pool).getByRole('button', { name: 'school' }));
    await user.click(screen.getByRole('button', { name: 'Slot 1, empty' }));
    expect(screen.getByRole('button', { name: 'Slot 1: school' })).toBeInTheDocument();
    expect(within(pool).queryByRole('button', { name: 'school' })).not.toBeInTheDocument();
    // An occupied slot gives its item back to the pool.
    await user.click(within(pool).getByRole('button', { name: 'I' }));
    await user.click(screen.getByRole('button', { name: 'Slot 1: school' }));
    expect(within(pool).getByRole('button', { name: 'school' })).toBeInTheDocument();
    // Pressing a placed item returns it.
    await user.click(screen.getByRole('button', { name: 'Slot 1: I' }));
    expect(screen.getByRole('button', { name: 'Slot 1, empty' })).toBeInTheDocument();
    for (const [word, slot] of [
      ['I', 1],
      ['walk', 2],
      ['to', 3],
      ['school', 4],
    ] as const) {
      await user.click(within(pool).getByRole('button', { name: word }));
      await user.click(screen.getByRole('button', { name: `Slot ${slot}, empty` }));
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Correct', { selector: '.hqe-status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slot 1: I' })).toBeDisabled();
  });

  it('works with the keyboard alone', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-group-sentences-en')} checkLocally />);
    within(screen.getByRole('group', { name: 'Options to place' }))
      .getByRole('button', { name: 'walk' })
      .focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Slot 2, empty' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Slot 2: walk' })).toBeInTheDocument();
    expect(screen.getByText('walk placed in slot 2.')).toBeInTheDocument();
  });
});

describe('text drag', () => {
  it('fills the gaps of the text and encodes serial numbers', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<SubmitHandler>(async () => ({ questionRightStatus: 'RIGHT' }));
    renderWithI18n(<QuestionPlayer question={sample('sample-text-drag-zh')} onSubmit={onSubmit} />);
    const pool = screen.getByRole('group', { name: 'Options to place' });
    await user.click(within(pool).getByRole('button', { name: '公園裏' }));
    await user.click(screen.getByRole('button', { name: 'Slot 1, empty' }));
    await user.click(within(pool).getByRole('button', { name: '快樂' }));
    await user.click(screen.getByRole('button', { name: 'Slot 2, empty' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toBe('2;1');
  });
});

describe('connect and matching (spec §4, §5)', () => {
  it('shows the tip for 2 s when a right item is chosen first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithI18n(<QuestionPlayer question={sample('sample-connect-en')} />, 'hk');
      fireEvent.click(screen.getByRole('button', { name: /moo/ }));
      expect(screen.getByRole('alert')).toHaveTextContent('提示：請先點擊左側內容開始連線');
      act(() => {
        vi.advanceTimersByTime(CONNECT_TIP_MS);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says 上方 in the tip when VERTICAL', () => {
    renderWithI18n(
      <QuestionPlayer question={sample('sample-connect-en', { arrangeWay: 'VERTICAL' })} />,
      'hk',
    );
    fireEvent.click(screen.getByRole('button', { name: /moo/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('提示：請先點擊上方內容開始連線');
  });

  it('links left then right, refuses a linked left item, deletes a line, and checks', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-connect-en')} checkLocally />);
    await user.click(screen.getByRole('button', { name: 'cat' }));
    await user.click(screen.getByRole('button', { name: 'meow' }));
    expect(screen.getByRole('button', { name: 'cat' })).toHaveAccessibleDescription('linked to B. meow');
    await user.click(screen.getByRole('button', { name: 'cat' }));
    expect(screen.getByRole('button', { name: 'cat' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Delete the line 1. cat – B. meow' }));
    expect(screen.getByRole('button', { name: 'cat' })).not.toHaveAccessibleDescription();
    for (const [from, to] of [
      ['cat', 'meow'],
      ['dog', 'woof'],
      ['cow', 'moo'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: from }));
      await user.click(screen.getByRole('button', { name: to }));
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Correct', { selector: '.hqe-status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete the line/ })).not.toBeInTheDocument();
  });

  it('encodes matching with every left item, the right side empty when unanswered', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<SubmitHandler>(async () => ({ questionRightStatus: 'PART_RIGHT' }));
    renderWithI18n(<QuestionPlayer question={sample('sample-matching-math')} onSubmit={onSubmit} />);
    const left = screen.getByRole('list', { name: 'Items to link from' });
    const right = screen.getByRole('list', { name: 'Items to link to' });
    await user.click(within(left).getAllByRole('button')[0] as HTMLElement);
    await user.click(within(right).getByRole('button', { name: /0\.5/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toBe('1-2;2-;3-');
  });
});

describe('punctuation editor (spec §4, §5)', () => {
  it('drops a picked symbol on a slot, deletes it on press, and appends in append mode', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-punctuation-zh')} />, 'hk');
    const bar = screen.getByRole('toolbar', { name: '符號欄' });
    await user.click(within(bar).getByRole('button', { name: '：' }));
    await user.click(screen.getByRole('button', { name: '第 1 個標點位置：空' }));
    expect(screen.getByRole('button', { name: '第 1 個標點位置：：' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /追加符號/ }));
    await user.click(within(bar).getByRole('button', { name: '「' }));
    await user.click(screen.getByRole('button', { name: '第 1 個標點位置：：' }));
    expect(screen.getByRole('button', { name: '第 1 個標點位置：：「' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第 1 個標點位置：：「' }));
    expect(screen.getByRole('button', { name: '第 1 個標點位置：空' })).toBeInTheDocument();
  });

  it('underlines by keyboard selection, refuses symbols inside it with the warning, and checks per cell', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(
      <QuestionPlayer question={sample('sample-punctuation-zh')} checkLocally />,
      'hk',
    );
    const text = screen.getByRole('application', { name: '待加標點的文字' });
    text.focus();
    await user.keyboard('{Home}{Shift>}{ArrowRight}{/Shift}u');
    expect(container.querySelectorAll('.hqe-cell--underline')).toHaveLength(2);
    // Underline over a placed symbol is refused.
    const bar = screen.getByRole('toolbar', { name: '符號欄' });
    await user.click(within(bar).getByRole('button', { name: '：' }));
    await user.click(screen.getByRole('button', { name: '第 1 個標點位置：空' }));
    // From the last character back to 說 the selection crosses the slot holding '：'.
    text.focus();
    await user.keyboard(
      '{End}{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}m',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('下劃綫中不能有標點符號');
    for (const [symbol, slot] of [
      ['「', 2],
      ['！', 3],
      ['」', 4],
    ] as const) {
      await user.click(within(bar).getByRole('button', { name: symbol }));
      await user.click(screen.getByRole('button', { name: `第 ${slot} 個標點位置：空` }));
    }
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('正確', { selector: '.hqe-status' })).toBeInTheDocument();
    expect(container.querySelectorAll('.hqe-cell--right').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('.hqe-cell--wrong')).toHaveLength(0);
    expect(within(bar).getByRole('button', { name: '：' })).toBeDisabled();
  });

  it('removes an underlined range when it is pressed', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<QuestionPlayer question={sample('sample-punctuation-zh')} />);
    screen.getByRole('application').focus();
    await user.keyboard('{Home}{Shift>}{ArrowRight}{/Shift}u');
    expect(container.querySelectorAll('.hqe-cell--underline')).toHaveLength(2);
    fireEvent.pointerDown(container.querySelector('.hqe-cell--underline') as Element);
    expect(container.querySelectorAll('.hqe-cell--underline')).toHaveLength(0);
  });
});

describe('essay (spec §4, §5)', () => {
  const png = (name: string) => new File(['x'], name, { type: 'image/png' });

  it('chooses a method, refuses other types, keeps at most 3 photos, and goes back', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploader = vi.fn(async (_file: Blob, name: string) => ({
      url: `https://cdn.example/${name}`,
      type: 'png',
    }));
    renderWithI18n(<QuestionPlayer question={sample('sample-essay-zh')} serialNo={1} uploader={uploader} />);
    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    const input = screen.getByLabelText(/Add photos/);
    await user.upload(input, [png('a.png'), new File(['x'], 'b.gif', { type: 'image/gif' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only jpg, jpeg and png pictures can be uploaded.',
    );
    await user.upload(input, [png('b.jpg'), png('c.jpeg'), png('d.png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 3 pictures');
    expect(await screen.findAllByRole('button', { name: /Delete photo/ })).toHaveLength(3);
    expect(uploader).toHaveBeenCalledTimes(3);
    // Each photo is named by its place and question, not by its file's name.
    expect(screen.getByRole('button', { name: /^Photo 2 of question 1\. / })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Type the answer' })).toBeInTheDocument();
  });

  it('counts words against wordsLimit, keeps whole words and says when more would not fit', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-essay-zh', { wordsLimit: 5 })} />);
    await user.click(screen.getByRole('button', { name: 'Type the answer' }));
    expect(screen.getByText('那天早上，天還沒亮……')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(box, 'It was a very early');
    expect(screen.getByText('5 / 5 words')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(box, ' morning');
    // The sixth word is not added, and the student is told so; the five stay whole.
    expect(box).toHaveValue('It was a very early ');
    expect(screen.getByRole('alert')).toHaveTextContent('The answer may hold 5 words');
    expect(screen.getByText('5 / 5 words')).toBeInTheDocument();
  });

  it('counts each Chinese character as a word (字)', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-essay-zh', { wordsLimit: 10 })} />, 'hk');
    await user.click(screen.getByRole('button', { name: '文字作答' }));
    await user.type(screen.getByRole('textbox', { name: '你的答案' }), '我愛香港。');
    expect(screen.getByText('4 / 10 字')).toBeInTheDocument();
  });
});

describe('speaking (spec §4, §5)', () => {
  it('takes mp3 uploads only and deletes a clip after confirmation', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithI18n(
      <QuestionPlayer
        question={sample('sample-talk-zh')}
        serialNo={3}
        uploader={async (_file, name) => ({ url: `https://cdn.example/${name}`, type: 'mp3' })}
      />,
      'hk',
    );
    await user.click(screen.getByRole('button', { name: '上傳錄音' }));
    const input = screen.getByLabelText('上傳錄音');
    await user.upload(input, new File(['x'], 'a.wav', { type: 'audio/wav' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('只支持mp3格式錄音');
    await user.upload(input, new File(['x'], '1795798494154.mp3', { type: 'audio/mpeg' }));
    // Named by its place and question, never by the file's name.
    expect(await screen.findByText('第 3 題錄音 1')).toBeInTheDocument();
    expect(screen.queryByText(/1795798494154/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '刪除第 3 題錄音 1' }));
    const dialog = screen.getByRole('alertdialog', { name: '你確定要刪除此段錄音嗎？' });
    await user.click(within(dialog).getByRole('button', { name: '不，我要再想想' }));
    expect(screen.getByRole('button', { name: '刪除第 3 題錄音 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '刪除第 3 題錄音 1' }));
    await user.click(screen.getByRole('button', { name: '是' }));
    expect(screen.queryByRole('button', { name: '刪除第 3 題錄音 1' })).not.toBeInTheDocument();
  });

  it('shows the spec message when the browser cannot record', async () => {
    const user = userEvent.setup();
    renderWithI18n(<QuestionPlayer question={sample('sample-talk-zh')} />, 'hk');
    await user.click(screen.getByRole('button', { name: '錄音' }));
    await user.click(screen.getByRole('button', { name: '開始錄音' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('当前浏览器不支持录音功能。');
  });
});

describe('punctuation editor keys', () => {
  it('leaves the marks alone when Enter is pressed on a symbol slot inside the passage', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(<QuestionPlayer question={sample('sample-punctuation-zh')} />);
    screen.getByRole('application').focus();
    await user.keyboard('{Home}{Shift>}{ArrowRight}{/Shift}u');
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Symbols' })).getByRole('button', { name: '：' }),
    );
    screen.getByRole('button', { name: 'Punctuation slot 1: empty' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Punctuation slot 1: ：' })).toBeInTheDocument();
    expect(container.querySelectorAll('.hqe-cell--underline')).toHaveLength(2);
  });
});

describe('matching marks', () => {
  it('marks each left item against its own pair when some are unanswered', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(
      <QuestionPlayer question={sample('sample-matching-math')} checkLocally />,
    );
    const left = screen.getByRole('list', { name: 'Items to link from' });
    const right = screen.getByRole('list', { name: 'Items to link to' });
    // Only the third left item (3/4) is matched, rightly, with 0.75.
    await user.click(within(left).getAllByRole('button')[2] as HTMLElement);
    await user.click(within(right).getAllByRole('button')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Partly correct', { selector: '.hqe-status' })).toBeInTheDocument();
    const items = container.querySelectorAll('[data-left]');
    expect(items[2]).toHaveClass('hqe-connect__item--right');
    expect(items[0]).toHaveClass('hqe-connect__item--wrong');
  });
});
