import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * Opens one story in the story iframe, in a locale (hk or en), and waits for it to render. The
 * Storybook accessibility addon's own automatic axe run is turned off (`a11y.manual`): these tests run
 * axe themselves, and two runs at once fail with "Axe is already running".
 */
export async function openStory(page: Page, id: string, locale: 'hk' | 'en' = 'en'): Promise<void> {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=locale:${locale};a11y.manual:!true`);
  await page.locator('#storybook-root .hqe-player').first().waitFor({ state: 'attached' });
}

/**
 * Waits until an open story has settled for a screenshot or an accessibility scan: its fonts loaded,
 * every formula drawn (lazily loaded math shows its TeX as pending until then) and the layout painted.
 */
export async function storySettled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('#storybook-root .hqe-math--pending')).toHaveCount(0);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** The ids of every question-engine story, read from the built Storybook's index. */
export function questionEngineStories(): string[] {
  const file = resolve(import.meta.dirname, '../../../storybook-static/index.json');
  if (!existsSync(file)) return [];
  const index = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: Record<string, { id: string; type: string; title: string }>;
  };
  return Object.values(index.entries)
    .filter(
      (entry) =>
        entry.type === 'story' &&
        entry.title.startsWith('Question engine/') &&
        !entry.title.includes('Badge'),
    )
    .map((entry) => entry.id);
}
