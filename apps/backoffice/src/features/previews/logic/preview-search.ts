import type { LanguageType } from '@harbour/api-client';

/** Languages of a preview (typed by the contract; no zod in the entry chunk, where search params are read). */
const LANGUAGES: Record<LanguageType, true> = { CANTONESE: true, ENGLISH: true, MANDARIN: true };

/** Search params of the preview pages: a published homework, or a paper of a course; and the language. */
export interface PreviewSearch {
  /** A published homework (its questions as published). */
  eHomeworkId?: number;
  /** A course and … */
  courseId?: number;
  /** … one of its papers (before publishing). */
  paperId?: number;
  /** Language of the questions; Cantonese when absent. */
  language?: LanguageType;
}

/** The params among `keys` that are positive whole numbers (ids, pages); the others are dropped. */
function ids<K extends string>(raw: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const n = Number(raw[key]);
    if (Number.isInteger(n) && n > 0) out[key] = n;
  }
  return out;
}

/** Reads the search params; anything malformed is dropped. */
export function parsePreviewSearch(raw: Record<string, unknown>): PreviewSearch {
  const out: PreviewSearch = ids(raw, ['eHomeworkId', 'courseId', 'paperId']);
  if (typeof raw.language === 'string' && Object.hasOwn(LANGUAGES, raw.language))
    out.language = raw.language as LanguageType;
  return out;
}

/** The four preview pages of spec §2 and what each shows. */
export type PreviewKind = 'course' | 'test' | 'exercise' | 'hkatTest';
