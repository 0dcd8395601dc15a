import { normalizeBlank, normalizeContent, normalizeKey, pairItemLabel, unwrapMath } from './encoding';
import { htmlToText } from './html-text';
import type { AnswerPair, BaseQuestion, EssayAnswer, Option, PunctuationCell, SpeakingAnswer } from './model';

/**
 * The pieces the type modules build their `answerText`, `answerKey` and `rightAnswerText` from: answers as
 * a person reads them in reports, and keys under which equal answers group. Every function accepts any
 * value and never throws.
 */

/** The languages of the few words answerText writes itself ("picture", "written answer"…). */
export type AnswerTextLocale = 'hk' | 'en';

const WORDS = {
  en: {
    noAnswer: '(no answer)',
    picture: '(picture)',
    empty: '—',
    written: (words: number) => `(written answer, ${words} ${words === 1 ? 'word' : 'words'})`,
    writtenOnly: '(written answer)',
    photos: (count: number) => `(${count} ${count === 1 ? 'photo' : 'photos'})`,
    recording: (count: number) => (count === 1 ? '(recording)' : `(${count} recordings)`),
  },
  hk: {
    noAnswer: '（未作答）',
    picture: '（圖片）',
    empty: '—',
    written: (words: number) => `（文字作答，${words} 字）`,
    writtenOnly: '（文字作答）',
    photos: (count: number) => `（${count} 張相片）`,
    recording: (count: number) => (count === 1 ? '（錄音）' : `（${count} 段錄音）`),
  },
} as const;

/** The words of a locale; 'en' for anything but 'hk'. */
export function wordsOf(locale: unknown) {
  return WORDS[locale === 'hk' ? 'hk' : 'en'];
}
type Words = ReturnType<typeof wordsOf>;

const ARROW = ' → ';

/** Option or answer text as read (htmlToText) without `$$` markers (math stays as its TeX). */
export function plain(value: unknown): string {
  return htmlToText(value)
    .replace(/\$\$([\s\S]*?)\$\$/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A value as a list of strings (anything that is not a string becomes ''). */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : [];
}

function optionsOf(question: BaseQuestion): Option[] {
  return Array.isArray(question.options) ? question.options.filter((o) => o && typeof o === 'object') : [];
}

/** An option's content as text, or "(picture)" for a picture. */
function contentOf(option: Option, words: Words): string {
  if (option.optionType === 'PICTURE') return words.picture;
  return plain(option.optionContent);
}

/** A choice as the player names it: its letter (A, B… by position) and its text: "B. goes". */
function choiceText(question: BaseQuestion, key: string, words: Words): string {
  const options = optionsOf(question);
  const index = options.findIndex((option) => normalizeKey(String(option.optionNo)) === normalizeKey(key));
  const option = options[index];
  if (!option) return plain(key);
  const content = contentOf(option, words);
  const letter = String.fromCharCode(65 + index);
  return content === '' ? letter : `${letter}. ${content}`;
}

/** Chosen options, each by its letter and text, joined by ', '. */
export function choicesText(
  question: BaseQuestion,
  keys: readonly string[],
  locale: AnswerTextLocale,
): string {
  const words = wordsOf(locale);
  return keys
    .filter((key) => typeof key === 'string' && key.trim() !== '')
    .map((key) => choiceText(question, key, words))
    .join(', ');
}

/** Chosen options as a set: normalised, repeats and order ignored; '' for none. */
export function choicesKey(keys: readonly string[]): string {
  return [...new Set(strings(keys).map(normalizeKey))]
    .filter((key) => key !== '')
    .sort()
    .join(';');
}

/** Blanks as the engine shows a key: one blank alone, several numbered "(1) kitten  (2) puppy". */
export function blanksText(values: unknown, locale: AnswerTextLocale): string {
  const words = wordsOf(locale);
  const texts = strings(values).map((value) => plain(unwrapMath(value)) || words.empty);
  if (texts.length === 0 || texts.every((text) => text === words.empty)) return '';
  if (texts.length === 1) return texts[0] ?? '';
  return texts.map((text, index) => `(${index + 1}) ${text}`).join('  ');
}

/** Blanks as the checker compares them (normalizeBlank); '' when every blank is empty. */
export function blanksKey(question: BaseQuestion, values: unknown): string {
  const blanks = strings(values).map((value) =>
    normalizeBlank(value, question.answerCaseSensitiveStatus === true),
  );
  return blanks.every((blank) => blank === '') ? '' : JSON.stringify(blanks);
}

/** Slots as their normalised content (NFKC, trimmed); '' when every slot is empty. */
export function slotsKey(values: unknown): string {
  const slots = strings(values).map(normalizeContent);
  return slots.every((slot) => slot === '') ? '' : JSON.stringify(slots);
}

/** Dragged words in their gaps: each serial as its option's text, numbered like blanks. */
export function textDragText(question: BaseQuestion, serials: unknown, locale: AnswerTextLocale): string {
  const words = wordsOf(locale);
  const options = optionsOf(question);
  const values = strings(serials).map((serial) => {
    if (serial.trim() === '') return '';
    const option = options.find(
      (o) => normalizeContent(String(o.serialNo ?? o.optionNo ?? '')) === normalizeContent(serial),
    );
    return option ? contentOf(option, words) : serial;
  });
  return blanksText(values, locale);
}

const CJK = /[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Words of a recombined sentence in their order: spaced, except between Chinese characters. */
export function sentenceText(parts: unknown): string {
  let out = '';
  for (const part of strings(parts)
    .map(plain)
    .filter((text) => text !== '')) {
    const joinTight = out === '' || (CJK.test(out.at(-1) ?? '') && CJK.test(part[0] ?? ''));
    out += joinTight ? part : ` ${part}`;
  }
  return out;
}

function isPair(pair: unknown): pair is AnswerPair {
  return (
    typeof pair === 'object' &&
    pair !== null &&
    typeof (pair as AnswerPair).left === 'string' &&
    typeof (pair as AnswerPair).right === 'string'
  );
}

/** One side of a pair: "1. cat" (its label, pairItemLabel, and text), the label alone for a picture. */
function pairSide(
  options: readonly Option[],
  id: string,
  byOptionNo: boolean,
  label: string,
  words: Words,
): string {
  if (id.trim() === '') return words.empty;
  const option = options.find(
    (o) =>
      normalizeKey(String((byOptionNo ? o.optionNo : (o.serialNo ?? o.optionNo)) ?? '')) === normalizeKey(id),
  );
  const name = plain(label);
  if (!option) return name;
  const content = option.optionType === 'PICTURE' ? '' : plain(option.optionContent);
  return content === '' ? name : `${name}. ${content}`;
}

/**
 * Pairs as "1. cat → B. meow; 2. dog → A. moo". A connecting question links a left item's serial to a
 * right item's optionNo (`rightByOptionNo`); matching links serial to serial, its right items read by letter.
 */
export function pairsText(
  question: BaseQuestion,
  pairs: unknown,
  rightByOptionNo: boolean,
  locale: AnswerTextLocale,
): string {
  const words = wordsOf(locale);
  const options = optionsOf(question);
  const left = options.filter((o) => o.side !== 'RIGHT');
  const right = options.filter((o) => o.side !== 'LEFT');
  const type = question.questionType;
  return (Array.isArray(pairs) ? pairs : [])
    .filter(isPair)
    .map(
      (pair) =>
        `${pairSide(left, pair.left, false, pairItemLabel(type, 'LEFT', pair.left), words)}${ARROW}${pairSide(right, pair.right, rightByOptionNo, pairItemLabel(type, 'RIGHT', pair.right), words)}`,
    )
    .join('; ');
}

/** Answered pairs as a sorted set of normalised "left-right"; '' for none. */
export function pairsKey(pairs: unknown): string {
  return (Array.isArray(pairs) ? pairs : [])
    .filter(isPair)
    .filter((pair) => normalizeKey(pair.right) !== '')
    .map((pair) => `${normalizeKey(pair.left)}-${normalizeKey(pair.right)}`)
    .sort()
    .join(';');
}

function cellsOf(value: unknown): PunctuationCell[] {
  return Array.isArray(value) ? value.filter((cell) => cell && typeof cell === 'object') : [];
}

/** A punctuated passage as read: the symbols placed, underlines as _text_, marks as [text], empty slots □. */
export function passageText(cells: unknown): string {
  return cellsOf(cells)
    .map((cell) => {
      const content = typeof cell.content === 'string' ? cell.content : '';
      if (cell.type === 'SYMBOL') return content === '' ? '□' : content;
      if (cell.underType === 'UNDERLINE' && content !== '') return `_${content}_`;
      if (cell.underType === 'MARK' && content !== '') return `[${content}]`;
      return content;
    })
    .join('')
    .replace(/_{2}/g, '')
    .replace(/\]\[/g, '');
}

/** A punctuated passage's key: its text when a symbol, underline or mark was placed, else ''. */
export function passageKey(cells: unknown): string {
  const list = cellsOf(cells);
  const marked = list.some((cell) => (cell.type === 'SYMBOL' ? cell.content !== '' : cell.underType !== ''));
  return marked ? passageText(list) : '';
}

/**
 * Words of a written answer: each Chinese character counts as one, and each run of other text between
 * spaces that holds a letter or digit ("don't" is one word, a lone "—" none).
 */
export function countWords(text: string): number {
  if (typeof text !== 'string') return 0;
  const cjk = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const other = text
    .replace(/[\u3400-\u9fff\uf900-\ufaff]/g, ' ')
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return cjk + other;
}

/**
 * A written answer described: "(written answer, 42 words) (2 photos)"; "(written answer)" when the caller
 * has no local answer (undefined), "(no answer)" when it holds nothing.
 */
export function essayText(local: unknown, locale: AnswerTextLocale): string {
  const words = wordsOf(locale);
  const answer = (local && typeof local === 'object' ? local : {}) as Partial<EssayAnswer>;
  const text = typeof answer.text === 'string' ? answer.text.trim() : '';
  const photos = Array.isArray(answer.imgUrl)
    ? answer.imgUrl.filter((url) => typeof url === 'string' && url !== '').length
    : 0;
  const parts: string[] = [];
  if (text !== '') parts.push(words.written(countWords(text)));
  if (photos > 0) parts.push(words.photos(photos));
  if (parts.length > 0) return parts.join(' ');
  return local === undefined ? words.writtenOnly : words.noAnswer;
}

/** A spoken answer described: "(recording)", "(2 recordings)"; "(recording)" without a local answer. */
export function speakingText(local: unknown, locale: AnswerTextLocale): string {
  const words = wordsOf(locale);
  const answer = (local && typeof local === 'object' ? local : {}) as Partial<SpeakingAnswer>;
  const clips = [answer.uploadList, answer.makeList]
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .filter((clip) => clip && typeof clip.url === 'string' && clip.url !== '').length;
  if (clips > 0) return words.recording(clips);
  return local === undefined ? words.recording(1) : words.noAnswer;
}

/** A teacher-marked answer's key: its typed text (spaces collapsed), photos and clips; '' for none. */
export function teacherMarkedKey(local: unknown): string {
  if (!local || typeof local !== 'object') return '';
  const answer = local as Partial<EssayAnswer & SpeakingAnswer>;
  const text = typeof answer.text === 'string' ? answer.text.replace(/\s+/g, ' ').trim() : '';
  const lists: unknown[] = [answer.imgUrl, answer.uploadList, answer.makeList];
  const urls = lists
    .flatMap((list): unknown[] => (Array.isArray(list) ? list : []))
    .map((item) => {
      if (typeof item === 'string') return item;
      const url = item && typeof item === 'object' ? (item as { url?: unknown }).url : undefined;
      return typeof url === 'string' ? url : '';
    })
    .filter((url) => url !== '');
  return text === '' && urls.length === 0 ? '' : JSON.stringify([text, urls]);
}
