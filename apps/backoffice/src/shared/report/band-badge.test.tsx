import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { activateLocale, i18n, loadCatalog } from '../i18n';
import { BandBadge, BandLegend, MasteryBadge } from './band-badge';
import type { BandScale } from './bands';

beforeAll(async () => {
  activateLocale('en');
  await loadCatalog('report');
});

function badge(rate: number | null, scale?: BandScale) {
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <BandBadge rate={rate} {...(scale ? { scale } : {})} />
    </I18nProvider>,
  );
  const element = container.querySelector('.hb-report-badge') as HTMLElement;
  const out = { text: element.textContent, tone: element.dataset.tone };
  unmount();
  return out;
}

it('writes the value on every progress band, on both sides of each boundary, and "No data" on grey', () => {
  expect([29.49, 30, 59.49, 60, 74.49, 75, 89.49, 90, 100, null].map((rate) => badge(rate))).toEqual([
    { text: '29%', tone: 'bright-red' },
    { text: '30%', tone: 'red' },
    { text: '59%', tone: 'red' },
    { text: '60%', tone: 'dark-yellow' },
    { text: '74%', tone: 'dark-yellow' },
    { text: '75%', tone: 'bright-yellow' },
    { text: '89%', tone: 'bright-yellow' },
    { text: '90%', tone: 'green' },
    { text: '100%', tone: 'green' },
    { text: 'No data', tone: 'grey' },
  ]);
});

it('writes the ring bands of 20 points and the mastery level names with their rate', () => {
  expect([19.49, 20, 79.49, 80].map((rate) => badge(rate, 'ring'))).toEqual([
    { text: '19%', tone: 'ring-0' },
    { text: '20%', tone: 'ring-1' },
    { text: '79%', tone: 'ring-3' },
    { text: '80%', tone: 'ring-4' },
  ]);
  expect([29.49, 30, 60, 75, 90, null].map((rate) => badge(rate, 'mastery'))).toEqual([
    { text: 'Not mastered · 29%', tone: 'bright-red' },
    { text: 'Minimal mastery · 30%', tone: 'red' },
    { text: 'Partly mastered · 60%', tone: 'dark-yellow' },
    { text: 'Mastered · 75%', tone: 'bright-yellow' },
    { text: 'Full mastery · 90%', tone: 'green' },
    { text: 'No data', tone: 'grey' },
  ]);
});

it('shows a mastery level by name, and a legend naming every colour', () => {
  render(
    <I18nProvider i18n={i18n}>
      <MasteryBadge level="PARTIAL" rate={64.5} />
      <MasteryBadge level={null} />
      <BandLegend scale="mastery" />
    </I18nProvider>,
  );
  expect(screen.getByText('Partly mastered · 65%')).toHaveAttribute('data-tone', 'dark-yellow');
  const legend = screen.getByRole('list', { name: 'Colour key' });
  expect([...legend.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'Full mastery',
    'Mastered',
    'Partly mastered',
    'Minimal mastery',
    'Not mastered',
    'No data',
  ]);
});
