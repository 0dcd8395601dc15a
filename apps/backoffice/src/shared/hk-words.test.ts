import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// hk pages are written in Chinese: the only Latin words a Traditional Chinese message may hold are names
// (of the product, the course families HKAT and SE, file types, a date's pattern, keys, browsers) and the {placeholders} of values.
const NAMES = new Set([
  'Harbour',
  'HKAT',
  'SE',
  'YYYY',
  'MM',
  'DD',
  'PDF',
  'CSV',
  'XLSX',
  'Excel',
  'Chrome',
  'Windows',
  'Mac',
]);
const KEYS = new Set(['Enter', 'Delete', 'Esc', 'Alt', 'Tab', 'J', 'K']);

/** The Latin words of a message that are neither names nor keys, {placeholders} left out. */
function englishWords(message: string): string[] {
  const words = message.replace(/\{[^}]*\}/g, '').match(/[A-Za-z]{2,}/g) ?? [];
  return words.filter((word) => !NAMES.has(word) && !KEYS.has(word));
}

// Vitest runs in the app's folder.
const folder = join(process.cwd(), 'src', 'locales');
const catalogs = readdirSync(folder).filter((name) => name === 'hk' || name.endsWith('-hk'));

describe('hk catalogues', () => {
  it('finds the catalogues', () => {
    expect(catalogs.length).toBeGreaterThan(5);
  });

  it.each(catalogs)('%s: every message says its words in Chinese', (catalog) => {
    const po = readFileSync(join(folder, catalog, 'messages.po'), 'utf8');
    const english = [...po.matchAll(/^msgstr "(.+)"$/gm)]
      .map((match) => match[1] ?? '')
      .filter((message) => englishWords(message).length > 0);
    expect(english).toEqual([]);
  });
});
