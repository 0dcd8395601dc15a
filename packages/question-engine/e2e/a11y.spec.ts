import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openStory, questionEngineStories } from './story';

test('axe-core finds no violation in any question-engine story, in both locales', async ({ page }) => {
  test.setTimeout(600_000);
  const ids = await questionEngineStories(page);
  expect(ids.length).toBeGreaterThan(70);
  const failures: string[] = [];
  for (const id of ids) {
    for (const locale of ['en', 'hk'] as const) {
      await openStory(page, id, locale);
      // Let lazily loaded math and delayed audio settle before the scan.
      await page.waitForTimeout(300);
      const result = await new AxeBuilder({ page })
        .include('#storybook-root')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .disableRules(['region'])
        .analyze();
      for (const violation of result.violations) {
        failures.push(
          `${id} [${locale}] ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      }
    }
  }
  expect(failures).toEqual([]);
});
