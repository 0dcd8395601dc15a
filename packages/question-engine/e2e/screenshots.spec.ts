import { test } from '@playwright/test';
import { openStory, storySettled } from './story';

const SHOTS = [
  'question-engine-types-single-choice--checked-wrong',
  'question-engine-types-multiple-choice--checked-wrong',
  'question-engine-types-fill-in--checked-wrong',
  'question-engine-types-fill-in--math-keyboard',
  'question-engine-types-selection-fill--answered',
  'question-engine-types-sentence-recombination--checked-wrong',
  'question-engine-types-connect--checked-wrong',
  'question-engine-types-connect--vertical',
  'question-engine-types-matching--checked-right',
  'question-engine-types-text-drag--answered',
  'question-engine-types-punctuation--checked-wrong',
  'question-engine-types-punctuation-whole-passage--answered',
  'question-engine-types-essay--photos',
  'question-engine-types-speaking--answered',
  'question-engine-composites--reading',
  'question-engine-composites--listening',
  'question-engine-composites--chart',
];

test('screenshots of the types in both locales', async ({ page }, info) => {
  for (const id of SHOTS) {
    for (const locale of ['hk', 'en'] as const) {
      await openStory(page, id, locale);
      await storySettled(page);
      await page.screenshot({ path: info.outputPath(`${id}-${locale}.png`), fullPage: true });
    }
  }
});
