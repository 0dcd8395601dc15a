import { type CheckResult, fromItems, notCorrect } from './check-result';
import { answerKeyOf, LIST_SEPARATOR, normalizeKey, PAIR_SEPARATOR } from './encoding';
import type { AnswerPair, BaseQuestion } from './model';

/**
 * Parses 'left-right' pairs joined by ';'. A left item linked twice counts once (the first link);
 * entries without a '-' or without a left side are dropped; an empty right side is kept only when
 * `keepUnanswered` (matching).
 */
export function parsePairs(
  encoded: string,
  keepUnanswered: boolean,
  normalize: (value: string) => string = (value) => value.trim(),
): AnswerPair[] {
  if (typeof encoded !== 'string' || encoded === '') return [];
  const pairs: AnswerPair[] = [];
  const lefts = new Set<string>();
  for (const entry of encoded.split(LIST_SEPARATOR)) {
    const at = entry.indexOf(PAIR_SEPARATOR);
    if (at < 0) continue;
    const left = normalize(entry.slice(0, at));
    const right = normalize(entry.slice(at + 1));
    if (left === '' || (right === '' && !keepUnanswered) || lefts.has(left)) continue;
    lefts.add(left);
    pairs.push({ left, right });
  }
  return pairs;
}

export function encodePairs(answer: readonly AnswerPair[], keepUnanswered: boolean): string {
  if (!Array.isArray(answer)) return '';
  return answer
    .filter((pair) => pair && typeof pair.left === 'string' && typeof pair.right === 'string')
    .filter((pair) => pair.left.trim() !== '' && (keepUnanswered || pair.right.trim() !== ''))
    .map((pair) => `${pair.left}${PAIR_SEPARATOR}${pair.right}`)
    .join(LIST_SEPARATOR);
}

interface PairKey {
  source: string;
  /** Left item → its accepted right items. */
  rights: Map<string, Set<string>>;
}

const keyCache = new WeakMap<BaseQuestion, PairKey>();

/** Reference pairs: rightOptions when given, else questionAnswer in the answer encoding. */
export function pairKey(question: BaseQuestion): PairKey {
  const source =
    Array.isArray(question.rightOptions) && question.rightOptions.length > 0
      ? question.rightOptions.join(LIST_SEPARATOR)
      : answerKeyOf(question);
  const cached = keyCache.get(question);
  if (cached && cached.source === source) return cached;
  // A key may accept several right items for one left item.
  const rights = new Map<string, Set<string>>();
  for (const entry of source.split(LIST_SEPARATOR)) {
    const at = entry.indexOf(PAIR_SEPARATOR);
    if (at < 0) continue;
    const left = normalizeKey(entry.slice(0, at));
    const right = normalizeKey(entry.slice(at + 1));
    if (left === '' || right === '') continue;
    const accepted = rights.get(left);
    if (accepted) accepted.add(right);
    else rights.set(left, new Set([right]));
  }
  const key = { source, rights };
  keyCache.set(question, key);
  return key;
}

/**
 * Checks connecting and matching (spec §5): one item per pair in the order of the student string,
 * right when it is one of the reference pairs (a left linked twice counts once), then one wrong item
 * per reference left item the student did not link, so a partial answer cannot be RIGHT.
 */
export function checkPairs(question: BaseQuestion, studentAnswer: string): CheckResult {
  const key = pairKey(question);
  if (key.rights.size === 0) return notCorrect();
  const pairs = parsePairs(studentAnswer, true, normalizeKey);
  const items: boolean[] = [];
  const linked = new Set<string>();
  for (const pair of pairs) {
    linked.add(pair.left);
    items.push(pair.right !== '' && key.rights.get(pair.left)?.has(pair.right) === true);
  }
  for (const left of key.rights.keys()) if (!linked.has(left)) items.push(false);
  return fromItems(items);
}
