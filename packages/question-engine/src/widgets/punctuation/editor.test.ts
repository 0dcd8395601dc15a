import type { PunctuationCell } from '@harbour/question-core';
import {
  applyUnderType,
  canSelectCell,
  cellVerdicts,
  deleteAt,
  dropSymbol,
  NO_PUNCTUATION_IN_UNDERLINE,
  PUNCTUATION_SYMBOLS,
  punctuationSymbolsFor,
} from './editor';

const t = (content: string, underType: PunctuationCell['underType'] = ''): PunctuationCell => ({
  type: 'TEXT',
  content,
  underType,
});
const s = (content = ''): PunctuationCell => ({ type: 'SYMBOL', content, underType: '' });

describe('punctuation editor (spec §4, §5)', () => {
  it('underlines and marks selected text', () => {
    const cells = [t('我'), t('們'), s(), t('去')];
    expect(applyUnderType(cells, 1, 0, 'UNDERLINE').cells.map((c) => c.underType)).toEqual([
      'UNDERLINE',
      'UNDERLINE',
      '',
      '',
    ]);
    expect(applyUnderType(cells, 3, 3, 'MARK').cells[3]?.underType).toBe('MARK');
  });

  it('refuses an underline over a placed symbol with the warning', () => {
    const cells = [t('我'), s('，'), t('去')];
    expect(applyUnderType(cells, 0, 2, 'UNDERLINE')).toEqual({ cells, warning: NO_PUNCTUATION_IN_UNDERLINE });
  });

  it('refuses dropping a symbol inside an underline with the warning', () => {
    const underlined = applyUnderType([t('我'), s(), t('去')], 0, 2, 'UNDERLINE').cells;
    expect(dropSymbol(underlined, 1, '，', false).warning).toBe(NO_PUNCTUATION_IN_UNDERLINE);
  });

  it('replaces a slot symbol, or appends in append mode', () => {
    const cells = [t('好'), s('，')];
    expect(dropSymbol(cells, 1, '。', false).cells[1]?.content).toBe('。');
    expect(dropSymbol(cells, 1, '」', true).cells[1]?.content).toBe('，」');
    expect(dropSymbol(cells, 0, '。', false).cells).toEqual(cells);
  });

  it('deletes a clicked symbol or a whole underlined range', () => {
    expect(deleteAt([s('，')], 0)[0]?.content).toBe('');
    const cells = [t('a', 'MARK'), t('b', 'MARK'), t('c'), t('d', 'MARK')];
    expect(deleteAt(cells, 1).map((c) => c.underType)).toEqual(['', '', '', 'MARK']);
  });

  it('disables selection when disabled, checked, on symbols and on underlined cells', () => {
    const open = { disabled: false, checked: false };
    expect(canSelectCell(t('a'), open)).toBe(true);
    expect(canSelectCell(t('a'), { disabled: true, checked: false })).toBe(false);
    expect(canSelectCell(t('a'), { disabled: false, checked: true })).toBe(false);
    expect(canSelectCell(s(), open)).toBe(false);
    expect(canSelectCell(t('a', 'UNDERLINE'), open)).toBe(false);
  });

  it('marks each touched cell right or wrong against the expected content and mark', () => {
    const expected = [t('a', 'UNDERLINE'), s('，'), t('b'), s('。')];
    const given = [t('a', 'MARK'), s('，'), t('b'), s()];
    expect(cellVerdicts(given, expected)).toEqual([false, true, null, false]);
    expect(cellVerdicts(given, [t('a'), s(), t('b'), s()])).toEqual([null, null, null, null]);
  });

  it('offers English marks for ENGLISH questions and full-width marks otherwise', () => {
    const english = punctuationSymbolsFor('ENGLISH');
    expect(english).toEqual(expect.arrayContaining([',', '.', '?', '!', '"', "'", ';']));
    expect(english).not.toContain('，');
    expect(punctuationSymbolsFor('CHINESE')).toBe(PUNCTUATION_SYMBOLS);
    expect(punctuationSymbolsFor('MATH')).toContain('。');
  });
});
