import type { Gender, Role, SubjectCode } from '@harbour/api-client';
import type { MessageDescriptor } from '@lingui/core';
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

/** Spec §9: dates shown as YYYY/MM/DD hh:mm a, in Hong Kong time (the domain's formatter). */
export { formatHongKongDateTime as formatDateTime } from '@harbour/domain';
