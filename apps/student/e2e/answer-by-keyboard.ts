import { expect, type Locator, type Page } from '@playwright/test';
import { press } from './helpers';

/** A spoken mp3 of the question bank (the server's SAMPLE_FILES.mp3), uploaded as a recording. */
export const SAMPLE_MP3 = new URL('../../server/assets/media/audio/english-1.mp3', import.meta.url).pathname;

/**
 * Gives an answer (not necessarily the right one) to the base question shown in `question` (a `.hqe-question`
 * section) by keyboard alone, as the engine's own browser tests do for each type; the speaking answer is an
 * uploaded mp3 (the file chooser is the browser's).
 */
export async function answerByKeyboard(page: Page, question: Locator): Promise<void> {
  const type = await question.getAttribute('data-type');
  switch (type) {
    case 'LONG_ANSWER':
      await answerWithLargePhoto(page, question);
      break;
    case 'SINGLE_CHOICE':
      await question.getByRole('radio').first().focus();
      await page.keyboard.press('Space');
      break;
    case 'MULTIPLE_CHOICE':
      await question.getByRole('checkbox').first().focus();
      await page.keyboard.press('Space');
      break;
    case 'COMPLETION':
    case 'SHORT_ANSWER':
      await question.getByRole('textbox').first().focus();
      await page.keyboard.type('answer');
      break;
    case 'CHOICE_COMPLETION':
      await question.getByRole('combobox').first().focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      break;
    case 'ESSAY':
      await press(page, question.getByRole('button', { name: /Type the answer|文字作答/ }));
      await question.getByRole('textbox').first().focus();
      await page.keyboard.type('My weekend was fun.');
      break;
    case 'SPEAKING':
      await press(page, question.getByRole('button', { name: /Upload a recording|上傳錄音/ }));
      await question.locator('input[type="file"]').setInputFiles(SAMPLE_MP3);
      await expect(question.locator('audio')).toHaveCount(1);
      break;
    case 'RECOMBINE_SENTENCE':
    case 'TEXT_DRAG': {
      const pool = question.getByRole('group', { name: /Options to place|待放/ });
      await press(page, pool.getByRole('button').first());
      await press(page, question.locator('[data-slot="0"]'));
      break;
    }
    case 'CONNECTING':
    case 'MATCHING':
      await press(page, question.locator('[data-left="0"]'));
      await press(page, question.locator('[data-right="0"]'));
      break;
    case 'PUNCTUATION':
    case 'PUNCTUATION_ALL':
      await question.getByRole('application').focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('u');
      break;
    default:
      throw new Error(`no keyboard answer for ${type}`);
  }
}

/**
 * Answers the question on screen: a base question, or every sub-question of a composite (moving with the
 * composite's own next button, by keyboard).
 */
export async function answerCurrent(page: Page): Promise<void> {
  const area = page.locator('.st-question');
  const composite = area.locator('.hqe-composite');
  if ((await composite.count()) === 0) {
    await answerByKeyboard(page, area.locator('.hqe-question').first());
    return;
  }
  for (;;) {
    await answerByKeyboard(page, composite.locator('.hqe-question').first());
    const next = composite.locator('.hqe-composite__nav').getByRole('button', { name: /Next|下一/ });
    if ((await next.count()) === 0) break;
    await press(page, next);
  }
}

/** A PNG wider than 4096 px, drawn by the browser (5000 × 400, a gradient so it is not all one colour). */
async function largePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 5000;
    canvas.height = 400;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 5000, 0);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 5000, 400);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/**
 * A long answer by photo: a picture 5000 px wide is chosen (the method by keyboard, the file with the browser's
 * chooser); it arrives on the server scaled down to 4096 px.
 */
async function answerWithLargePhoto(page: Page, question: Locator): Promise<void> {
  await press(page, question.getByRole('button', { name: /Upload photos|拍照上傳/ }));
  await question.locator('input[type="file"]').setInputFiles({
    name: 'page-1.png',
    mimeType: 'image/png',
    buffer: await largePng(page),
  });
  const image = question.locator('.hqe-essay__photos img');
  await expect(image).toHaveCount(1);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(4096);
}
