import { essayWordCount, fitEssayText } from './essay-length';

describe('essayWordCount (spec §5 wordsLimit)', () => {
  it('counts English words, not characters, whatever the spaces and punctuation', () => {
    expect(essayWordCount('My weekend was fun.')).toBe(4);
    expect(essayWordCount('  Hello,   world!\nI  am\tTom. ')).toBe(5);
    expect(essayWordCount("Don't stop: it's a well-known rule.")).toBe(6);
    expect(essayWordCount('')).toBe(0);
    expect(essayWordCount(' ... !!! ')).toBe(0);
  });

  it('counts each Chinese character as one, punctuation none', () => {
    expect(essayWordCount('我愛香港。')).toBe(4);
    expect(essayWordCount('我 愛 香港')).toBe(4);
  });

  it('counts mixed text as a word processor does: characters and words', () => {
    // 我 喜 歡 Mid-Autumn Festival 和 2024 年
    expect(essayWordCount('我喜歡 Mid-Autumn Festival 和 2024 年')).toBe(8);
  });
});

describe('fitEssayText', () => {
  it('keeps the first words up to the limit and never cuts a word in two', () => {
    expect(fitEssayText('one two three four', 2)).toEqual({ text: 'one two ', cut: true });
    expect(fitEssayText('one two', 2)).toEqual({ text: 'one two', cut: false });
    expect(fitEssayText('extraordinary', 1)).toEqual({ text: 'extraordinary', cut: false });
    expect(fitEssayText('我愛香港', 3)).toEqual({ text: '我愛香', cut: true });
  });

  it('leaves the text whole without a limit', () => {
    expect(fitEssayText('a b c', 0)).toEqual({ text: 'a b c', cut: false });
    expect(fitEssayText('a b c', undefined)).toEqual({ text: 'a b c', cut: false });
  });

  it('counts and fits a long essay', () => {
    const words = 'word '.repeat(20_000);
    expect(essayWordCount(words)).toBe(20_000);
    expect(fitEssayText(words, 19_999).text.length).toBe('word '.repeat(19_999).length);
  });
});
