import type { LanguageType } from '@harbour/api-client';
import { LANGUAGE_TYPES } from '@harbour/domain';
import { param, searchParams } from '../../../shared/search-params';

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

/** The search params of the preview pages; anything malformed is dropped. */
export const parsePreviewSearch = searchParams<PreviewSearch>({
  eHomeworkId: param.int(),
  courseId: param.int(),
  paperId: param.int(),
  language: param.oneOf(LANGUAGE_TYPES),
});

/** The four preview pages of spec §2 and what each shows. */
export type PreviewKind = 'course' | 'test' | 'exercise' | 'hkatTest';

/** What a preview page's loader reads from the URL: the published homework, or the course of a paper. */
export function previewLoaderDeps({
  search,
}: {
  search: PreviewSearch;
}): Pick<PreviewSearch, 'eHomeworkId' | 'courseId'> {
  return { eHomeworkId: search.eHomeworkId, courseId: search.courseId };
}
