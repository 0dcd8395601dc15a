import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * An English page shows no Chinese system labels: page titles, menu entries, tabs, column headers, form labels
 * and legends are in English. What a school wrote in Chinese (a student's, a homework's or a unit's name) is
 * data and may stay Chinese, so the elements read here are those that hold only the product's own words.
 */
const SYSTEM_LABELS = 'main h1, nav a, [role=tab], thead th, [role=columnheader], label, legend, caption';
const CHINESE = /[\u3400-\u9fff\u3000-\u303f]/;

/** The texts of the page's visible system labels that hold a Chinese character. */
async function chineseLabels(page: Page): Promise<string[]> {
  const texts = await page.locator(SYSTEM_LABELS).evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"]'))
      .map((element) => {
        // A label's own words: the options of a select it wraps are data.
        const words = element.cloneNode(true) as HTMLElement;
        for (const control of words.querySelectorAll('select, [aria-hidden="true"]')) control.remove();
        return (words.textContent ?? '').trim();
      }),
  );
  return texts.filter((text) => CHINESE.test(text));
}

async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(
    page
      .locator('main')
      .getByRole('status')
      .filter({ hasText: /Loading/ }),
  ).toHaveCount(0);
}

test('every page of the menu shows its system labels in English on an English page', async ({ page }) => {
  await signIn(page, 'demo-teacher', { locale: 'en' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The menu is read once drawn in English (the catalog of the stored language may come a moment later).
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  const entries = await nav.getByRole('link').allInnerTexts();
  expect(entries.length).toBeGreaterThan(8);
  const found: Record<string, string[]> = {};
  for (const entry of entries) {
    await nav.getByRole('link', { name: entry, exact: true }).click();
    await settled(page);
    const chinese = await chineseLabels(page);
    if (chinese.length > 0) found[entry] = chinese;
  }
  // The reports a teacher reads most: a homework's and a test's, reached from the report centre.
  await nav.getByRole('link', { name: 'Report centre', exact: true }).click();
  await settled(page);
  for (const report of ['ePracticeReport', 'testTotalReport']) {
    const link = page.locator(`main a[href*="${report}"]`).first();
    // The report's title and its exports name the homework: that name is data.
    const homeworkName = ((await link.textContent()) ?? '').trim();
    await link.click();
    await settled(page);
    const chinese = (await chineseLabels(page))
      .map((text) => text.replaceAll(homeworkName, ''))
      .filter((text) => CHINESE.test(text));
    if (chinese.length > 0) found[report] = chinese;
    await page.goBack();
    await settled(page);
  }
  expect(found).toEqual({});
});
