import type { TestReport } from '@harbour/api-client';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ANSWER_TYPE_LABELS } from '../logic/labels';
import {
  linkSearch,
  TEST_ROUTES,
  type TestFamily,
  type TestPart,
  type TestReportSearch,
} from '../logic/test-search';

export type OnSearch = (next: TestReportSearch) => void;

/** What every part of the test report is given. */
export interface PartProps {
  family: TestFamily;
  report: TestReport;
  search: TestReportSearch;
  onSearch: OnSearch;
}

/** A link to one of the family's test report pages, keeping the test and the class. */
export function PartLink({
  family,
  part,
  search,
  extra,
  children,
  current,
}: {
  family: TestFamily;
  part: TestPart;
  search: TestReportSearch;
  extra?: Partial<TestReportSearch>;
  children: ReactNode;
  current?: boolean;
}) {
  return (
    <Link
      to={TEST_ROUTES[family][part]}
      search={linkSearch(search, extra)}
      {...(current ? { 'aria-current': 'page' as const } : {})}
    >
      {children}
    </Link>
  );
}

/** A course's name by its id: the chapter's, or `none` for the questions of no chapter. */
export function courseNames(report: TestReport, none: string) {
  return (courseId: number | null) =>
    courseId === null ? none : (report.courses.find((c) => c.courseId === courseId)?.name ?? none);
}

/** An answer type's name in the page's language (its code for a type a school registered). */
export function typeName(type: string, i18n: { _: (descriptor: MessageDescriptor) => string }) {
  const label = ANSWER_TYPE_LABELS[type];
  return label ? i18n._(label) : type;
}

/** The view props of a part's chart: chart or table, kept in the URL. */
export function viewOf({ search, onSearch }: Pick<PartProps, 'search' | 'onSearch'>) {
  return {
    ...(search.view ? { view: search.view } : {}),
    onViewChange: (view: NonNullable<TestReportSearch['view']>) => onSearch({ ...search, view }),
  };
}
