import type { ProcessType, TextbookType } from '@harbour/api-client';
import { isTestProcess } from '@harbour/domain';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** What a link to a homework's report needs: its id, processType and course family. */
export interface ReportedHomework {
  eHomeworkId: number;
  processType: ProcessType;
  textbookType: TextbookType | null;
}

/**
 * The report of a homework, in its family (spec §2 reportCenter): a test's is the test report, an A+
 * course's test the A+ test report (aplusTestReport); other homework's the homework report, of the A+
 * family (newAplusReport/detail) for an A+ course's homework, else ePracticeReport. For one class when
 * `classId` is given, else the report chooses.
 */
export function homeworkReportLink(homework: ReportedHomework, classId?: number) {
  const aplus = homework.textbookType === 'A_PLUS';
  const to = isTestProcess(homework.processType)
    ? aplus
      ? '/home/reportCenter/aplusTestReport'
      : '/home/reportCenter/testTotalReport'
    : aplus
      ? '/home/reportCenter/newAplusReport/detail'
      : '/home/reportCenter/ePracticeReport';
  return { to, search: { eHomeworkId: homework.eHomeworkId, ...(classId === undefined ? {} : { classId }) } };
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
