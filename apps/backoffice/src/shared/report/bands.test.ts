import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BAND_COLOURS, type BandTone, bandTone, masteryTone, percentText } from './bands';

/** WCAG's contrast ratio of two hex colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('§9 colours', () => {
  it('are the tokens of @harbour/ui (one palette for progress bars, rings and report badges)', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const tokens = readFileSync(resolve(here, '../../../../../packages/ui/src/tokens.css'), 'utf8');
    const token = (name: string) => tokens.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`))?.[1];
    const names: Record<BandTone, string> = {
      'bright-red': 'hb-band-bright-red',
      red: 'hb-band-red',
      'dark-yellow': 'hb-band-dark-yellow',
      'bright-yellow': 'hb-band-bright-yellow',
      green: 'hb-band-green',
      'ring-0': 'hb-ring-0',
      'ring-1': 'hb-ring-1',
      'ring-2': 'hb-ring-2',
      'ring-3': 'hb-ring-3',
      'ring-4': 'hb-ring-4',
      grey: 'hb-degree-grey',
    };
    for (const [tone, name] of Object.entries(names) as [BandTone, string][]) {
      expect(BAND_COLOURS[tone].fill, tone).toBe(token(name));
    }
  });

  it('write their text with a contrast of at least 4.5:1', () => {
    for (const [tone, { fill, text }] of Object.entries(BAND_COLOURS)) {
      expect(contrast(fill, text), tone).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('put each rate in the domain band on both sides of every boundary', () => {
    const progress = (rate: number | null) => bandTone('progress', rate);
    expect([0, 29.49, 30, 59.49, 60, 74.49, 75, 89.49, 90, 100].map(progress)).toEqual([
      'bright-red',
      'bright-red',
      'red',
      'red',
      'dark-yellow',
      'dark-yellow',
      'bright-yellow',
      'bright-yellow',
      'green',
      'green',
    ]);
    expect(progress(null)).toBe('grey');
    expect(progress(Number.NaN)).toBe('grey');
    const ring = (rate: number | null) => bandTone('ring', rate);
    expect([0, 19.49, 20, 39.49, 40, 59.49, 60, 79.49, 80, 100].map(ring)).toEqual([
      'ring-0',
      'ring-0',
      'ring-1',
      'ring-1',
      'ring-2',
      'ring-2',
      'ring-3',
      'ring-3',
      'ring-4',
      'ring-4',
    ]);
    expect(ring(null)).toBe('grey');
    // A mastery level has its progress band's colour.
    for (const rate of [0, 29.49, 30, 60, 75, 89.49, 90, 100]) {
      expect(bandTone('mastery', rate)).toBe(progress(rate));
    }
    expect(masteryTone('FULL')).toBe('green');
    expect(masteryTone('NONE')).toBe('bright-red');
    expect(masteryTone(null)).toBe('grey');
  });

  it('writes the whole percentage, halves up, and colours it by that same number', () => {
    expect(percentText(77.8)).toBe('78%');
    expect(percentText(89.6)).toBe('90%');
    expect(bandTone('progress', 89.6)).toBe('green');
    expect(percentText(89.4)).toBe('89%');
    expect(bandTone('progress', 89.4)).toBe('bright-yellow');
    expect(percentText(56.99999999999999)).toBe('57%');
    expect(percentText(null)).toBeNull();
    expect(percentText(Number.NaN)).toBeNull();
  });
});
