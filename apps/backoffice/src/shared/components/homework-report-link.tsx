import type { ProcessType } from '@harbour/api-client';
import { isTestProcess } from '@harbour/domain';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** What a link to a homework's report needs: its id and processType. */
export interface ReportedHomework {
  eHomeworkId: number;
  processType: ProcessType;
}

/**
 * The report of a homework: a test's is the test report (testTotalReport), every other homework's the
 * homework report (ePracticeReport); for one class when `classId` is given, else the report chooses.
 */
export function homeworkReportLink(homework: ReportedHomework, classId?: number) {
  return {
    to: isTestProcess(homework.processType)
      ? '/home/reportCenter/testTotalReport'
      : '/home/reportCenter/ePracticeReport',
    search: { eHomeworkId: homework.eHomeworkId, ...(classId === undefined ? {} : { classId }) },
  } as const;
}

/**
 * The one link from every place a teacher meets a homework (the published list, its students page, the
 * marking pages, the dashboard's day list, the report centre) to its report.
 */
export function HomeworkReportLink({
  homework,
  classId,
  className,
  label,
  children,
}: {
  homework: ReportedHomework;
  classId?: number;
  className?: string;
  /** Accessible name when the visible text is not enough (such as "Report"). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link className={className} {...homeworkReportLink(homework, classId)} aria-label={label}>
      {children}
    </Link>
  );
}
