import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Interface locales of the root Storybook toolbar. */
export type Locale = 'hk' | 'en';
const LANG: Record<Locale, string> = { hk: 'zh-Hant-HK', en: 'en' };

/** The ids of this package's stories in the built Storybook. */
export function uiStoryIds(): string[] {
  const index = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../storybook-static/index.json', import.meta.url)), 'utf8'),
  ) as { entries: Record<string, { type: string; id: string; importPath: string }> };
  return Object.values(index.entries)
    .filter((e) => e.type === 'story' && e.importPath.startsWith('./packages/ui/'))
    .map((e) => e.id);
}

/**
 * Opens one story alone in the Storybook iframe, in the given interface locale. The accessibility addon's
 * own automatic axe run is off (`a11y.manual`, kept when stories are switched): these tests run axe
 * themselves, and two runs at once fail with "Axe is already running".
 */
export async function openStory(page: Page, id: string, locale: Locale = 'hk') {
  // Another build of storybook-static may be replacing the files: retry until the iframe is served.
  await expect(async () => {
    const response = await page.goto(
      `/iframe.html?id=${id}&viewMode=story&globals=locale:${locale};a11y.manual:!true`,
    );
    expect(response?.status()).toBe(200);
  }).toPass();
  await expect(page.locator('#storybook-root')).not.toBeEmpty();
  await expect(page.locator('html')).toHaveAttribute('lang', LANG[locale]);
}

interface Channel {
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

/** How long a story switch may take before the story is loaded afresh instead. */
const SWITCH_TIMEOUT_MS = 30_000;

/**
 * Switches the already open Storybook iframe to another story, the way the Storybook manager does,
 * and waits until it has rendered: much faster than loading the iframe for each story. Falls back to
 * loading the story's own iframe page when the switch does not report a render in time.
 */
export async function switchStory(page: Page, id: string, locale: Locale = 'hk') {
  const outcome = await page.evaluate(
    ({ storyId, timeout }) =>
      new Promise<string>((resolve) => {
        setTimeout(() => done('timeout'), timeout);
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const done = (result: string) => {
          channel.off('storyRendered', onRendered);
          channel.off('storyErrored', onError);
          channel.off('storyThrewException', onError);
          resolve(result);
        };
        const onRendered = (payload: unknown) => {
          if (payload === storyId) done('rendered');
        };
        const onError = (payload: unknown) => done(`error: ${JSON.stringify(payload)}`);
        channel.on('storyRendered', onRendered);
        channel.on('storyErrored', onError);
        channel.on('storyThrewException', onError);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId: id, timeout: SWITCH_TIMEOUT_MS },
  );
  if (outcome === 'timeout') await openStory(page, id, locale);
  else expect(outcome, id).toBe('rendered');
}

/** WCAG 2.0/2.1/2.2 A and AA rules (best-practice rules such as page-has-heading-one do not fit stories). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The axe-core violations on the page, one line per rule with the failing elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Runs axe-core on the page and expects zero violations, listing any that occur. */
export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}
