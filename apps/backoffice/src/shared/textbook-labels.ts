import type { TextbookType } from '@harbour/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Names of the textbook categories (course families): the course pages' and the category reports'. */
export const TEXTBOOK_LABELS: Record<TextbookType, MessageDescriptor> = {
  A_PLUS: msg`A+ courses`,
  HKAT: msg`HKAT`,
  SE_ZONE: msg`SE Zone`,
  WRITING_ZONE: msg`Writing Zone`,
};
