import type { HomeworkReport } from '@harbour/api-client';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FAMILY_ROUTES, type HomeworkReportSearch, type ReportFamily } from '../logic/report-search';

/** What each part (tab) of the homework report is given. */
export interface HomeworkPartProps {
  family: ReportFamily;
  report: HomeworkReport;
  search: HomeworkReportSearch;
}

/** A link to a question's page of the family. */
export function QuestionLink({
  family,
  report,
  questionId,
  search,
  children,
}: {
  family: ReportFamily;
  report: { eHomeworkId: number };
  questionId: number;
  search: HomeworkReportSearch;
  children: ReactNode;
}) {
  return (
    <Link
      to={FAMILY_ROUTES[family].question}
      search={{
        eHomeworkId: report.eHomeworkId,
        questionId,
        ...(search.classId === undefined ? {} : { classId: search.classId }),
      }}
    >
      {children}
    </Link>
  );
}

/** A link to a student's answers on the family's page. */
export function StudentLink({
  family,
  eHomeworkId,
  studentId,
  search,
  children,
}: {
  family: ReportFamily;
  eHomeworkId: number;
  studentId: number;
  search: HomeworkReportSearch;
  children: ReactNode;
}) {
  return (
    <Link
      to={FAMILY_ROUTES[family].student}
      search={{
        eHomeworkId,
        studentId,
        ...(search.classId === undefined ? {} : { classId: search.classId }),
      }}
    >
      {children}
    </Link>
  );
}

/**
 * The way back from a question's or a student's page to the family's homework report, in the same class
 * (and on the tab named, such as the students tab a student's page was opened from).
 */
export function BackToReportLink({
  family,
  eHomeworkId,
  classId,
  tab,
}: {
  family: ReportFamily;
  eHomeworkId: number;
  classId: number | undefined;
  tab?: HomeworkReportSearch['tab'];
}) {
  return (
    <Link
      to={FAMILY_ROUTES[family].report}
      search={{
        eHomeworkId,
        ...(tab === undefined ? {} : { tab }),
        ...(classId === undefined ? {} : { classId }),
      }}
    >
      <Trans>Back to the homework report</Trans>
    </Link>
  );
}
