import type { Page } from '@playwright/test';

/** Opens one story in the story iframe, in a locale (hk or en), and waits for the player. */
export async function openStory(page: Page, id: string, locale: 'hk' | 'en' = 'en'): Promise<void> {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`);
  await page.locator('#storybook-root .hqe-player').first().waitFor();
}

/** The ids of every question-engine story, from the built Storybook's index. */
export async function questionEngineStories(page: Page): Promise<string[]> {
  const response = await page.request.get('/index.json');
  const index = (await response.json()) as {
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
