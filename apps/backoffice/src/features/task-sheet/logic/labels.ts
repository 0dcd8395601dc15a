import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkPaperProblem } from './work-paper-form';

/** Messages of the upload form. */
export const WORK_PAPER_PROBLEMS: Record<WorkPaperProblem, MessageDescriptor> = {
  HOMEWORK_NAME_REQUIRED: msg`Please enter the task sheet name`,
  HOMEWORK_NAME_TOO_LONG: msg`The name can be at most 50 characters`,
  FILE_REQUIRED: msg`Please choose one PDF file`,
  FILE_TOO_LARGE: msg`Upload failed: the file is too large`,
  FILE_NOT_PDF: msg`Upload failed: the file must be a PDF file`,
};
