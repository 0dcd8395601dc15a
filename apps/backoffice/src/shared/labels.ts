import type { Gender, ProcessType, Role, SubjectCode } from '@harbour/api-client';
import { formatHongKongDateTime, type Instant } from '@harbour/domain';
import { localeTag } from '@harbour/ui';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Display names of the roles (spec §6). */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  HEADMASTER: msg`Headmaster`,
  CURRICULUM_DIRECTOR: msg`Curriculum director`,
  PANEL: msg`Panel head`,
  HEAD_TEACHER: msg`Class teacher`,
  TEACHER: msg`Teacher`,
};

/** Display names of the subjects. */
export const SUBJECT_LABELS: Record<SubjectCode, MessageDescriptor> = {
  CHINESE: msg`Chinese`,
  ENGLISH: msg`English`,
  MATH: msg`Mathematics`,
};

/** Display names of the genders. */
export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  MALE: msg`Male`,
  FEMALE: msg`Female`,
};

/**
 * Spec §9: an instant as YYYY/MM/DD hh:mm a in Hong Kong time, in the page's language (上午/下午 on a
 * Chinese page, am/pm on an English one): the one format of pages and their CSV/XLSX exports.
 */
export function formatDateTime(instant: Instant, locale: string = i18n.locale): string {
  return formatHongKongDateTime(instant, locale === 'en' ? 'en' : 'hk');
}

/**
 * What each processType is, in a teacher's words (the code is an internal value, never shown). The
 * publishable ones follow the spec's process categories: self-study, practice, follow-up practice,
 * challenge, LSRW, diagnosis, exercise (unit test) and examination; the others name their product.
 */
export const PROCESS_TYPE_LABELS: Record<ProcessType, MessageDescriptor> = {
  '1': msg`Self-study preview`,
  '2a': msg`Class practice`,
  '2b': msg`Follow-up practice`,
  '2c': msg`Challenge`,
  '2d': msg`Listening, speaking, reading and writing`,
  '3a': msg`Diagnostic test`,
  '3b': msg`Unit test`,
  '4': msg`Examination`,
  '6': msg`ePractice`,
  '7': msg`ePractice`,
  '8': msg`HKAT practice`,
  '8a': msg`HKAT practice`,
  '8b': msg`HKAT practice`,
  '8c': msg`HKAT practice`,
  '8e': msg`HKAT examination`,
  '10': msg`SE Zone`,
  '11a': msg`SE Zone`,
  '11b': msg`SE Zone`,
  '11c': msg`SE Zone`,
  '11d': msg`SE Zone`,
  '12': msg`eExercise`,
  '13': msg`Task sheet`,
  '14': msg`Writing`,
};

/**
 * Items as a list in a sentence, in the page's language: 老師、班主任及科主任 on hk pages, "Teacher,
 * Class teacher, Panel head" on en pages (never 、 in English).
 */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(localeTag(locale), { type: 'conjunction', style: 'narrow' }).format(items);
}
