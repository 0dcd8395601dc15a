import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openStory, questionEngineStories, storySettled } from './story';

const stories = questionEngineStories();

test('the built Storybook has the question-engine stories', () => {
  expect(stories.length).toBeGreaterThan(70);
});

for (const id of stories) {
  // Every story in English; the first state of each type and every composite in Chinese too.
  const locales =
    id.endsWith('--unanswered') || !id.includes('-types-') ? (['en', 'hk'] as const) : (['en'] as const);
  test(`axe-core: no violation in ${id} (${locales.join(', ')})`, async ({ page }) => {
    for (const locale of locales) {
      await openStory(page, id, locale);
      await storySettled(page);
      const result = await new AxeBuilder({ page })
        .include('#storybook-root')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .disableRules(['region'])
        .analyze();
      const found = result.violations.map(
        (violation) =>
          `[${locale}] ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      expect(found).toEqual([]);
    }
  });
}
