import { type LanguageType, languageTypeSchema } from '@harbour/api-client';

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

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Reads the search params; anything malformed is dropped. */
export function parsePreviewSearch(raw: Record<string, unknown>): PreviewSearch {
  const out: PreviewSearch = {};
  const eHomeworkId = positive(raw.eHomeworkId);
  if (eHomeworkId !== undefined) out.eHomeworkId = eHomeworkId;
  const courseId = positive(raw.courseId);
  if (courseId !== undefined) out.courseId = courseId;
  const paperId = positive(raw.paperId);
  if (paperId !== undefined) out.paperId = paperId;
  const language = languageTypeSchema.safeParse(raw.language);
  if (language.success) out.language = language.data;
  return out;
}

/** The four preview pages of spec §2 and what each shows. */
export type PreviewKind = 'course' | 'test' | 'exercise' | 'hkatTest';
