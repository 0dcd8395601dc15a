import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { activateLocale, i18n, loadCatalog } from '../i18n';
import { ExportButton } from './export-button';

beforeAll(async () => {
  activateLocale('en');
  await loadCatalog('report');
});

/** The files saved: jsdom has no object URLs, so the test gives it some and keeps each blob. */
let saved: Blob[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
/** jsdom cannot follow the download link: its click is kept from navigating. */
const noNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => {
  saved = [];
  document.addEventListener('click', noNavigation);
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return `blob:test/${saved.length}`;
  };
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  document.removeEventListener('click', noNavigation);
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const columns = [
  { key: 'name', header: 'Name' },
  { key: 'score', header: 'Score', type: 'number' as const },
];
const rows = Array.from({ length: 2000 }, (_, i) => ({ name: `學生 ${i}`, score: i % 100 }));

function text(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

it('exports by keyboard with a progress bar of rows that reaches every row, then says the file saved', async () => {
  const user = userEvent.setup();
  const progressSeen: string[] = [];
  const observer = new MutationObserver(() => {
    const bar = document.querySelector('progress');
    if (bar) progressSeen.push(`${bar.getAttribute('value')}/${bar.getAttribute('max')}`);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  render(
    <I18nProvider i18n={i18n}>
      <ExportButton name="Homework report 3A" columns={columns} rows={rows} chunkSize={250} />
    </I18nProvider>,
  );
  await user.tab();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved Homework report 3A \d{4}-\d{2}-\d{2}\.csv$/),
  );
  observer.disconnect();
  // Every chunk of 250 rows shows its count, in order.
  const chunkCounts = progressSeen.filter((seen) => seen.endsWith('/2000'));
  expect([...new Set(chunkCounts)]).toEqual(Array.from({ length: 8 }, (_, k) => `${(k + 1) * 250}/2000`));
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(saved).toHaveLength(1);
  const csv = await text(saved[0] as Blob);
  expect(csv.split('\r\n')).toHaveLength(2002);
  expect(csv.split('\r\n')[1]).toBe('學生 0,0');
});

it('cancels a long export from its Cancel button, saving nothing', async () => {
  const user = userEvent.setup();
  const many = Array.from({ length: 50_000 }, (_, i) => ({ name: `S${i}`, score: i }));
  render(
    <I18nProvider i18n={i18n}>
      <ExportButton name="Big" columns={columns} rows={many} chunkSize={10} formats={['xlsx']} />
    </I18nProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Export Excel (XLSX)' }));
  expect(await screen.findByText(/ of 50000 rows$/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel export' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Export cancelled'));
  expect(saved).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Export Excel (XLSX)' })).toBeEnabled();
});
