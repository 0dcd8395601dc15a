// The length of a typed essay against its question's wordsLimit (question-engine spec §5: "Typed essay
// limited to wordsLimit when nonzero, with a counter"). The limit's name says words; in Chinese a word is a
// character (字). So an essay is counted as word processors count East Asian text: each Chinese, Japanese or
// Korean character is one word, and each run of other letters and digits (joined by an apostrophe or a
// hyphen, as in "don't" or "well-known") is one word; spaces and punctuation count nothing.

const WORDS =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]|(?:[^\P{L}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]|[\p{N}\p{M}])+(?:['’-](?:[^\P{L}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]|[\p{N}\p{M}])+)*/gu;

/** Words of an essay: each CJK character one, each run of other letters and digits one. */
export function essayWordCount(text: string): number {
  let count = 0;
  for (const _ of text.matchAll(WORDS)) count += 1;
  return count;
}

/** An essay's text within its limit, and whether words beyond the limit were left out. */
export interface FittedEssay {
  text: string;
  /** True when the text held more than `limit` words: the caller says so (never cut silently). */
  cut: boolean;
}

/**
 * The text up to its `limit`-th word (a limit of 0 or none: all of it), ending where the next word would
 * begin, so a word is never cut in the middle.
 */
export function fitEssayText(text: string, limit: number | null | undefined): FittedEssay {
  if (!limit || limit <= 0) return { text, cut: false };
  let count = 0;
  for (const match of text.matchAll(WORDS)) {
    count += 1;
    if (count > limit) return { text: text.slice(0, match.index), cut: true };
  }
  return { text, cut: false };
}
