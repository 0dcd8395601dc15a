import { expect, type Locator, type Page, test } from '@playwright/test';
import { openStory } from './story';

const story = (type: string, state = 'unanswered') => `question-engine-types-${type}--${state}`;

async function submitAndExpect(page: Page, status: string, how: 'mouse' | 'keyboard') {
  const submit = page.getByRole('button', { name: 'Submit' });
  if (how === 'mouse') await submit.click();
  else {
    await submit.focus();
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('.hqe-status')).toHaveText(status);
}

async function retry(page: Page, how: 'mouse' | 'keyboard') {
  const again = page.getByRole('button', { name: 'Try again' });
  if (how === 'mouse') await again.click();
  else {
    await again.focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('.hqe-status')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
}

async function press(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Enter');
}

const pool = (page: Page) => page.getByRole('group', { name: 'Options to place' });
const slot = (page: Page, n: number) => page.locator(`[data-slot="${n - 1}"]`);

/** How each type is answered right, by mouse and by keyboard; every type is then submitted, checked and retried. */
/** The symbols, and their slots, of the right answers of the two punctuation samples. */
const SPEECH_SYMBOLS = [
  ['：', 1],
  ['「', 2],
  ['！', 3],
  ['」', 4],
] as const;
const PASSAGE_SYMBOLS = [
  ['，', 1],
  ['。', 2],
] as const;

const ANSWER: Record<
  string,
  { mouse: (page: Page) => Promise<void>; keyboard: (page: Page) => Promise<void> }
> = {
  'single-choice': {
    mouse: async (page) => page.getByText('goes', { exact: true }).click(),
    keyboard: async (page) => {
      await page.getByRole('radio').first().focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
    },
  },
  'multiple-choice': {
    mouse: async (page) => {
      await page.getByText('2', { exact: true }).click();
      await page.getByText('11', { exact: true }).click();
    },
    keyboard: async (page) => {
      for (const name of ['2', '11']) {
        await page.getByRole('checkbox', { name, exact: true }).focus();
        await page.keyboard.press('Space');
      }
    },
  },
  'fill-in': {
    mouse: async (page) => {
      await page.getByRole('textbox', { name: 'Blank 1' }).click();
      await page.keyboard.type('kitten');
      await page.getByRole('textbox', { name: 'Blank 2' }).click();
      await page.keyboard.type('puppy');
    },
    keyboard: async (page) => {
      await page.getByRole('textbox', { name: 'Blank 1' }).focus();
      await page.keyboard.type('Kitty');
      await page.keyboard.press('Tab');
      await page.keyboard.type('pup');
    },
  },
  'short-answer': {
    mouse: async (page) => {
      await page.getByRole('textbox', { name: 'Blank 1' }).fill('桃花');
      await page.getByRole('textbox', { name: 'Blank 2' }).fill('櫻花');
    },
    keyboard: async (page) => {
      await page.getByRole('textbox', { name: 'Blank 1' }).focus();
      await page.keyboard.insertText('杜鵑花');
      await page.keyboard.press('Tab');
      await page.keyboard.insertText('桃花');
    },
  },
  'selection-fill': {
    mouse: async (page) => {
      await page.getByRole('combobox', { name: 'Blank 1' }).click();
      await page.getByRole('option', { name: 'is' }).click();
      await page.getByRole('combobox', { name: 'Blank 2' }).click();
      await page.getByRole('option', { name: 'are' }).click();
    },
    keyboard: async (page) => {
      await page.getByRole('combobox', { name: 'Blank 1' }).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
    },
  },
  'sentence-recombination': {
    mouse: async (page) => {
      for (const [word, n] of [
        ['I', 1],
        ['walk', 2],
        ['to', 3],
        ['school', 4],
      ] as const) {
        await pool(page).getByRole('button', { name: word, exact: true }).dragTo(slot(page, n));
      }
    },
    keyboard: async (page) => {
      for (const [word, n] of [
        ['I', 1],
        ['walk', 2],
        ['to', 3],
        ['school', 4],
      ] as const) {
        await press(page, pool(page).getByRole('button', { name: word, exact: true }));
        await press(page, slot(page, n));
      }
    },
  },
  'text-drag': {
    mouse: async (page) => {
      await pool(page).getByRole('button', { name: '公園裏' }).dragTo(slot(page, 1));
      await pool(page).getByRole('button', { name: '快樂' }).dragTo(slot(page, 2));
    },
    keyboard: async (page) => {
      await press(page, pool(page).getByRole('button', { name: '公園裏' }));
      await press(page, slot(page, 1));
      await press(page, pool(page).getByRole('button', { name: '快樂' }));
      await press(page, slot(page, 2));
    },
  },
  connect: {
    mouse: async (page) => {
      for (const [from, to] of [
        ['cat', 'meow'],
        ['dog', 'woof'],
        ['cow', 'moo'],
      ] as const) {
        await page.getByRole('button', { name: from, exact: true }).click();
        await page.getByRole('button', { name: to, exact: true }).click();
      }
      await expect(page.locator('.hqe-connect__line')).toHaveCount(3);
    },
    keyboard: async (page) => {
      for (const [from, to] of [
        ['cat', 'meow'],
        ['dog', 'woof'],
        ['cow', 'moo'],
      ] as const) {
        await press(page, page.getByRole('button', { name: from, exact: true }));
        await press(page, page.getByRole('button', { name: to, exact: true }));
      }
    },
  },
  matching: {
    mouse: async (page) => {
      for (const [from, to] of [
        [0, 1],
        [1, 2],
        [2, 0],
      ] as const) {
        await page.locator(`[data-left="${from}"]`).click();
        await page.locator(`[data-right="${to}"]`).click();
      }
    },
    keyboard: async (page) => {
      for (const [from, to] of [
        [0, 1],
        [1, 2],
        [2, 0],
      ] as const) {
        await press(page, page.locator(`[data-left="${from}"]`));
        await press(page, page.locator(`[data-right="${to}"]`));
      }
    },
  },
  punctuation: {
    mouse: async (page) => {
      await selectCells(page, 0, 1);
      await page.getByRole('button', { name: 'Underline' }).click();
      await placeSymbols(page, 'mouse', SPEECH_SYMBOLS);
    },
    keyboard: async (page) => {
      await page.getByRole('application').focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('u');
      await placeSymbols(page, 'keyboard', SPEECH_SYMBOLS);
    },
  },
  'punctuation-whole-passage': {
    mouse: async (page) => {
      await selectCells(page, 3, 4);
      await page.getByRole('button', { name: 'Mark', exact: true }).click();
      await placeSymbols(page, 'mouse', PASSAGE_SYMBOLS);
    },
    keyboard: async (page) => {
      await page.getByRole('application').focus();
      await page.keyboard.press('Home');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('m');
      await placeSymbols(page, 'keyboard', PASSAGE_SYMBOLS);
    },
  },
};

function symbolSlot(page: Page, n: number) {
  return page.getByRole('button', { name: new RegExp(`^Punctuation slot ${n}:`) });
}

/** Puts each symbol of the bar into its slot (numbered from 1): dragged with the mouse, or pressed then placed. */
async function placeSymbols(
  page: Page,
  how: 'mouse' | 'keyboard',
  symbols: readonly (readonly [string, number])[],
) {
  for (const [symbol, n] of symbols) {
    const button = page.getByRole('toolbar', { name: 'Symbols' }).getByRole('button', { name: symbol });
    if (how === 'mouse') await button.dragTo(symbolSlot(page, n));
    else {
      await press(page, button);
      await press(page, symbolSlot(page, n));
    }
  }
}

/** Selects passage cells from `from` to `to` with a real mouse drag. */
async function selectCells(page: Page, from: number, to: number) {
  const start = await page.locator(`.hqe-cell[data-cell="${from}"]`).boundingBox();
  const end = await page.locator(`.hqe-cell[data-cell="${to}"]`).boundingBox();
  if (!start || !end) throw new Error('cells not laid out');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 5 });
  await page.mouse.up();
}

for (const [type, answer] of Object.entries(ANSWER)) {
  for (const how of ['mouse', 'keyboard'] as const) {
    test(`${type}: answers, submits, checks and retries by ${how}`, async ({ page }) => {
      await openStory(page, story(type));
      await answer[how](page);
      await submitAndExpect(page, 'Correct', how);
      await expect(page.locator('.hqe-mark--wrong, .hqe-cell--wrong, .hqe-slot--wrong')).toHaveCount(0);
      await retry(page, how);
    });
  }
}

test('drag and drop: an occupied slot returns its item, slots swap by dragging, a slot drags back to the pool', async ({
  page,
}) => {
  await openStory(page, story('sentence-recombination'));
  await pool(page).getByRole('button', { name: 'school', exact: true }).dragTo(slot(page, 1));
  await expect(slot(page, 1)).toHaveAccessibleName('Slot 1: school');
  await expect(pool(page).getByRole('button', { name: 'school', exact: true })).toHaveCount(0);
  await pool(page).getByRole('button', { name: 'I', exact: true }).dragTo(slot(page, 1));
  await expect(pool(page).getByRole('button', { name: 'school', exact: true })).toBeVisible();
  await slot(page, 1).dragTo(slot(page, 3));
  await expect(slot(page, 1)).toHaveAccessibleName('Slot 1, empty');
  await expect(slot(page, 3)).toHaveAccessibleName('Slot 3: I');
  await slot(page, 3).dragTo(pool(page));
  await expect(pool(page).getByRole('button', { name: 'I', exact: true })).toBeVisible();
});

test('connect: lines run from the left items to the right items and can be deleted', async ({ page }) => {
  await openStory(page, story('connect'));
  await page.getByRole('button', { name: 'cow', exact: true }).click();
  await page.getByRole('button', { name: 'moo', exact: true }).click();
  const line = page.locator('.hqe-connect__line');
  await expect(line).toHaveCount(1);
  const [x1, x2] = await line.evaluate((el) => [
    Number(el.getAttribute('x1')),
    Number(el.getAttribute('x2')),
  ]);
  expect(x2).toBeGreaterThan(x1 as number);
  await page.getByRole('button', { name: 'moo', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete the line 3. cow – A. moo' }).click();
  await expect(line).toHaveCount(0);
  await page.getByRole('button', { name: 'moo', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Tip: click an item on the left first to start a line');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('connect VERTICAL: lines run from the top row down', async ({ page }) => {
  await openStory(page, 'question-engine-types-connect--vertical');
  await page.getByRole('button', { name: 'cat', exact: true }).click();
  await page.getByRole('button', { name: 'meow', exact: true }).click();
  const [y1, y2] = await page
    .locator('.hqe-connect__line')
    .evaluate((el) => [Number(el.getAttribute('y1')), Number(el.getAttribute('y2'))]);
  expect(y2).toBeGreaterThan(y1 as number);
});

test('punctuation: mouse selection is refused over a placed symbol, and a click removes marks and symbols', async ({
  page,
}) => {
  await openStory(page, story('punctuation'), 'hk');
  await page
    .getByRole('toolbar', { name: '符號欄' })
    .getByRole('button', { name: '，' })
    .dragTo(page.locator('.hqe-symbol-slot').first());
  await selectCells(page, 2, 6);
  await page.getByRole('button', { name: '下劃綫' }).click();
  await expect(page.getByRole('alert')).toHaveText('下劃綫中不能有標點符號');
  await expect(page.locator('.hqe-cell--underline')).toHaveCount(0);
  await selectCells(page, 0, 1);
  await page.getByRole('button', { name: '標記' }).click();
  await expect(page.locator('.hqe-cell--mark')).toHaveCount(2);
  await page.locator('.hqe-cell--mark').first().click();
  await expect(page.locator('.hqe-cell--mark')).toHaveCount(0);
  await page.locator('.hqe-symbol-slot').first().click();
  await expect(page.locator('.hqe-symbol-slot').first()).toHaveAccessibleName('第 1 個標點位置：空');
});

test('limited-listen audio: plays count down, restart after 2 s, no seeking, then disabled', async ({
  page,
}) => {
  await page.goto(
    '/iframe.html?id=question-engine-composites--limited-listen&viewMode=story&globals=locale:en',
  );
  const play = page.getByRole('button', { name: 'Play' });
  await expect(play).toBeEnabled();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await play.click();
  await expect(page.getByText('Plays left: 1')).toBeVisible();
  // Seeking is undone while limited, however small the jump. Pause first so the position under test
  // does not depend on how fast a busy machine plays the audio.
  const audio = page.locator('audio');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled();
  const paused = await audio.evaluate((element: HTMLAudioElement) => element.currentTime);
  const jumped = await audio.evaluate((element: HTMLAudioElement) => {
    element.currentTime = Math.min(element.currentTime + 1, element.duration - 0.1);
    return element.currentTime;
  });
  expect(jumped - paused).toBeGreaterThan(0.1);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => (element.seeking ? -1 : element.currentTime)))
    .toBeCloseTo(paused, 1);
  // Resuming after a pause is not a new play.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByText('Plays left: 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  // The 2 s pause before the next play is the pure rule's (limited-listen.test.ts); here, that it comes.
  await expect(page.getByText('Plays left: 0')).toBeVisible();
  await expect(page.getByText('No plays left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
});

/** Seconds the recorder says it has recorded: the frames it received, not the wall clock. */
async function recordedSeconds(page: Page): Promise<number> {
  const text = (await page.locator('.hqe-recorder__time').textContent()) ?? '';
  return Number(/已錄音 (\d+) 秒/.exec(text)?.[1] ?? Number.NaN);
}

test('recording: fake microphone, voice meter, 10 s minimum, mp3 clip, delete after confirmation', async ({
  page,
}) => {
  await openStory(page, story('speaking'), 'hk');
  // The fake microphone beeps briefly about once a second, so the meter is above 0 only for moments
  // that a poll can miss: record the highest level the meter ever shows.
  await page.evaluate(() => {
    const seen = window as unknown as { meterMax: number };
    seen.meterMax = 0;
    new MutationObserver(() => {
      for (const meter of document.querySelectorAll('meter'))
        seen.meterMax = Math.max(seen.meterMax, Number(meter.getAttribute('value')));
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
  });
  await page.getByRole('button', { name: '錄音', exact: true }).click();
  await page.getByRole('button', { name: '開始錄音' }).click();
  await expect(page.locator('meter')).toBeAttached();
  await page.getByRole('button', { name: '停止錄音' }).click();
  await expect(page.getByRole('alert')).toHaveText('請最少錄音10s時長');
  await page.getByRole('button', { name: '開始錄音' }).click();
  await page.waitForFunction(() => (window as unknown as { meterMax: number }).meterMax > 0);
  // Stop once the recorder has received 10 s of sound. A busy machine delivers the audio late (or
  // drops blocks), so a fixed wait of 11.5 s could stop a recording that is still under 10 s.
  await expect.poll(() => recordedSeconds(page)).toBeGreaterThanOrEqual(10);
  await page.getByRole('button', { name: '停止錄音' }).click();
  // Named by its place, never by the stored file (1795798494154.mp3).
  const remove = page.getByRole('button', { name: /^刪除(第 \d+ 題)?錄音 1$/ });
  await expect(remove).toBeVisible();
  // The counter keeps the length of the stopped recording.
  const seconds = await recordedSeconds(page);
  const clip = await page.locator('.hqe-clip audio').evaluate(async (audio: HTMLAudioElement) => {
    const blob = await (await fetch(audio.src)).blob();
    const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
    return { type: blob.type, size: blob.size, head: Array.from(head) };
  });
  expect(clip.type).toBe('audio/mpeg');
  expect(clip.head[0]).toBe(0xff);
  // 8 kbps is 1,000 bytes a second: between 600 and 2,000 per recorded second (frame headers and
  // the second's fraction the counter rounds off); 16 kbps and above would be more.
  expect(clip.size).toBeGreaterThan(600 * seconds);
  expect(clip.size).toBeLessThan(2_000 * (seconds + 1));
  await remove.click();
  await page.getByRole('button', { name: '不，我要再想想' }).click();
  await expect(remove).toBeVisible();
  await remove.click();
  await page.getByRole('button', { name: '是' }).click();
  await expect(remove).toHaveCount(0);
});

test('recording: the spec message when the microphone is refused', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await openStory(page, story('speaking'), 'hk');
  await page.getByRole('button', { name: '錄音', exact: true }).click();
  await page.getByRole('button', { name: '開始錄音' }).click();
  await expect(page.getByRole('alert')).toHaveText('用户拒绝提供信息。');
});

test('composite: previous and next sub-question, and the font size switch', async ({ page }) => {
  await openStory(page, 'question-engine-composites--reading');
  await expect(page.getByRole('button', { name: 'Previous question' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByText('Sub-question 2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next question' })).toHaveCount(0);
  const before = await page
    .locator('.hqe-media__text')
    .first()
    .evaluate((el) => getComputedStyle(el).fontSize);
  await page.getByText('Large', { exact: true }).click();
  const after = await page
    .locator('.hqe-media__text')
    .first()
    .evaluate((el) => getComputedStyle(el).fontSize);
  expect(Number.parseFloat(after)).toBeGreaterThan(Number.parseFloat(before));
});

test('a picture opens full screen and closes with Escape', async ({ page }) => {
  await openStory(page, 'question-engine-composites--chart');
  await page.getByRole('button', { name: /View picture full screen/ }).click();
  await expect(page.getByRole('dialog', { name: 'Picture preview' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('math input: mathlive takes the keyboard, the answer is stored in $$ and checked', async ({ page }) => {
  await openStory(page, 'question-engine-types-fill-in--math-keyboard');
  // mathlive loads only when a student focuses a math blank: no math-field before that.
  await page.locator('.hqe-math-field input').first().waitFor();
  await expect(page.locator('math-field')).toHaveCount(0);
  await page.locator('.hqe-math-field input').first().focus();
  await page.locator('math-field').first().waitFor();
  await page.locator('.hqe-math-field input').first().focus();
  await page.locator('math-field').nth(1).waitFor();
  // Each loaded field takes the focus from the box it replaced, and mathlive settles that focus in a
  // 60 ms timer (see below): let the second field's timer run before focusing the first again.
  await expect(page.locator('math-field').nth(1)).toBeFocused();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
  // mathlive loads lazily: type only once the element is upgraded, and check each field took the keys.
  await page.waitForFunction(() => customElements.get('math-field') !== undefined);
  const value = (index: number) =>
    page
      .locator('math-field')
      .nth(index)
      .evaluate((field) => (field as HTMLElement & { value: string }).value);
  // mathlive finishes taking the focus in a timer 60 ms after it gets it (it blurs and focuses its own
  // text box again, ignoring blurs meanwhile): a Tab before that timer runs moves the focus on, then the
  // timer takes it back and Enter lands in the field. A busy machine runs that timer late, so wait for it:
  // a page timer of 60 ms set after the focus runs after mathlive's (timers run in deadline order).
  const focusField = async (index: number) => {
    await page.locator('math-field').nth(index).focus();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
  };
  await focusField(0);
  await page.keyboard.type('3/4');
  await expect.poll(() => value(0)).toContain('frac');
  await focusField(1);
  await page.keyboard.type('9');
  await expect.poll(() => value(1)).toBe('9');
  // Leave the field with Tab, as a keyboard user does, until Submit has the focus.
  const submit = page.getByRole('button', { name: 'Submit' });
  // Press Tab only while Submit lacks the focus, so a slow focus change never makes the loop overshoot.
  await expect(async () => {
    if (!(await submit.evaluate((button) => button === document.activeElement)))
      await page.keyboard.press('Tab');
    await expect(submit).toBeFocused({ timeout: 500 });
  }).toPass();
  await page.keyboard.press('Enter');
  await expect(page.locator('.hqe-status')).toHaveText('Correct');
});
