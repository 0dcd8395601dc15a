import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportColumn } from '../../../shared/report/report-columns';

/** The student's class number as a class's performance tables show it: "No." on screen, in full in the export. */
export function classNumberColumn<Row extends { classNumber: number }>(i18n: I18n): ReportColumn<Row> {
  return {
    id: 'number',
    header: i18n._(msg`No.`),
    exportHeader: i18n._(msg`Class number`),
    type: 'number',
    className: 'hb-report-num',
    value: (s) => s.classNumber,
  };
}
