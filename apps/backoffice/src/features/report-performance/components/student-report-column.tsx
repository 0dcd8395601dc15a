import { Link } from '@tanstack/react-router';
import type { ReportColumn } from '../../../shared/report/report-columns';

/** The class and term a link to a student's report keeps. */
export interface TermKeep {
  classId?: number | undefined;
  subject?: 'CHINESE' | 'ENGLISH' | 'MATH' | undefined;
  termId?: number | undefined;
}

/** A student's name as a class's tables show it: the row's header, opening their report over the term. */
export function studentReportColumn<Row extends { studentId: number; name: string }>(
  header: string,
  keep: TermKeep,
): ReportColumn<Row> {
  return {
    id: 'name',
    header,
    rowHeader: true,
    value: (s) => s.name,
    cell: (s) => (
      <Link
        to="/home/reportCenter/ePracticeReportStudent"
        search={{ ...keep, studentId: s.studentId, scope: 'term' }}
      >
        {s.name}
      </Link>
    ),
  };
}

/** A class's name as the dashboards' tables show it: the row's header, opening its class overview. */
export function classOverviewColumn<Row extends { classId: number; className: string }>(
  header: string,
  keep: (row: Row) => TermKeep,
): ReportColumn<Row> {
  return {
    id: 'class',
    header,
    rowHeader: true,
    value: (row) => row.className,
    cell: (row) => (
      <Link to="/home/reportCenter/homeOverView" search={{ ...keep(row), classId: row.classId }}>
        {row.className}
      </Link>
    ),
  };
}
