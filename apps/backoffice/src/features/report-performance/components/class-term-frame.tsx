import type { SchedulesWholePerformance, StudentsPerformance } from '@harbour/api-client';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHead } from '../../../shared/components/page-head';
import { ReportState } from '../../../shared/report/report-state';
import { studentsPerformanceQueryOptions, termPerformanceQueryOptions } from '../api/performance-queries';
import type { ReportCentreSearch } from '../logic/performance-search';
import { ReportFilters, type SearchPageProps, useReportContext } from './report-context';

/** The class, subject and term a link from a class's term keeps. */
export type ClassTermKeep = Pick<ReportCentreSearch, 'classId' | 'subject' | 'termId'>;

/** A class's term as its pages read it: the units' figures, the students', the class's name and what links keep. */
export interface ClassTerm {
  term: SchedulesWholePerformance;
  students: StudentsPerformance;
  className: string;
  keep: ClassTermKeep;
}

/**
 * A page over one class's term (the class overview, the written summary): its title with the class's name,
 * the report filters, and its parts once the term's and the students' figures have both answered.
 */
export function ClassTermFrame({
  title,
  search,
  onSearch,
  children,
}: SearchPageProps<ReportCentreSearch> & {
  title: ReactNode;
  children: (classTerm: ClassTerm) => ReactNode;
}) {
  const context = useReportContext(search);
  const { classId, subject, termId, ready, termQuery: query, className } = context;
  const term = useQuery({ ...termPerformanceQueryOptions(query), enabled: ready });
  const students = useQuery({ ...studentsPerformanceQueryOptions(query), enabled: ready });
  const figures = term.data && students.data ? { term: term.data, students: students.data } : undefined;
  return (
    <div className="hb-perf">
      <PageHead
        title={
          <>
            {title} {className}
          </>
        }
      >
        <ReportFilters search={search} context={context} onSearch={onSearch} />
      </PageHead>
      <ReportState
        query={{
          isPending: !ready || term.isPending || students.isPending,
          isError: term.isError || students.isError,
          error: term.error ?? students.error,
          data: figures,
        }}
      >
        {figures && children({ ...figures, className, keep: { classId, subject, termId } })}
      </ReportState>
    </div>
  );
}
