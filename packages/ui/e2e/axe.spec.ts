import { expect, test } from '@playwright/test';
import { axeViolations, expectNoAxeViolations, openStory, switchStory, uiStoryIds } from './stories';

const ids = uiStoryIds();

test('the built Storybook has the ui stories', () => {
  expect(ids.length).toBeGreaterThan(50);
});

// Every story of the package, in both interface locales: zero axe-core violations. One test per
// component: its first story is loaded, the others are switched to in the same page.
const byComponent = new Map<string, string[]>();
for (const id of ids) {
  const component = id.split('--')[0] as string;
  byComponent.set(component, [...(byComponent.get(component) ?? []), id]);
}

for (const locale of ['hk', 'en'] as const) {
  test.describe(`axe, ${locale}`, () => {
    for (const [component, stories] of byComponent) {
      test(component, async ({ page }) => {
        const found: Record<string, string[]> = {};
        for (const [n, id] of stories.entries()) {
          await test.step(id, async () => {
            if (n === 0) await openStory(page, id, locale);
            else await switchStory(page, id, locale);
            const violations = await axeViolations(page);
            if (violations.length > 0) found[id] = violations;
          });
        }
        expect(found).toEqual({});
      });
    }
  });
}

test.describe('axe with overlays open', () => {
  test('select list with search', async ({ page }) => {
    await openStory(page, 'ui-select--searchable');
    await page.getByRole('button', { name: /請選擇/ }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('table column filter', async ({ page }) => {
    await openStory(page, 'ui-datatable--sort-and-filter', 'en');
    await page.getByRole('button', { name: 'Filter Class' }).click();
    await expect(page.getByRole('dialog', { name: 'Filter Class' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('calendar day popover', async ({ page }) => {
    await openStory(page, 'ui-calendar--markers-and-popover', 'en');
    await page.getByRole('button', { name: /May 10, 2024/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('editor link form', async ({ page }) => {
    await openStory(page, 'ui-richtexteditor--empty', 'en');
    await page.getByRole('button', { name: 'Link' }).click();
    await expect(page.getByRole('textbox', { name: 'Link address' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('confirm helper', async ({ page }) => {
    await openStory(page, 'ui-modal--confirm-helper', 'en');
    await page.getByRole('button', { name: 'Publish results' }).click();
    await expect(page.getByRole('dialog', { name: 'Publish results' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
