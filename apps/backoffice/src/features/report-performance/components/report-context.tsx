import type { SubjectCode } from '@harbour/domain';
import { schoolYearName } from '@harbour/domain';
import { Select } from '@harbour/ui/select';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { type ReportFilterSearch, withReportFilter } from '../../../shared/report/report-search';
import { userInfoAtom } from '../../../shared/state/atoms';
import { classTermsQueryOptions } from '../api/performance-queries';
import type { ReportFamily } from '../logic/labels';

/**
 * The class, subject and term a report page is about: the URL's, else the first class and subject the
 * signed-in role reaches and the current term (so the landing page shows something at once); with the
 * options of the three selects.
 */
export function useReportContext(search: ReportFilterSearch) {
  const { i18n, t } = useLingui();
  const userInfo = useAtomValue(userInfoAtom);
  const classes = (userInfo?.gradeClasses ?? []).flatMap((grade) => grade.classes);
  const classId = search.classId ?? classes[0]?.classId;
  const subjects = userInfo?.subjectCodes ?? [];
  const subject: SubjectCode | undefined = search.subject ?? subjects[0];
  const terms = useQuery({ ...classTermsQueryOptions(classId ?? 0), enabled: classId !== undefined });
  const termList = terms.data ?? [];
  const termId = search.termId ?? (termList.find((term) => term.current) ?? termList[0])?.termId;
  const term = termList.find((x) => x.termId === termId);
  return {
    classId,
    /** Whether the class, subject and term are all known, so the term's reports can be asked for. */
    ready: classId !== undefined && subject !== undefined && termId !== undefined,
    /** The term reports' query (its zeros and default subject are never sent: see `ready`). */
    termQuery: { classId: classId ?? 0, termId: termId ?? 0, subjectCode: subject ?? ('CHINESE' as const) },
    className: classes.find((c) => c.classId === classId)?.className ?? '',
    subject,
    termId,
    term,
    /** The class's terms, newest first. */
    terms: termList,
    termsLoading: terms.isPending && classId !== undefined,
    classOptions: classes.map((c) => ({ value: String(c.classId), label: c.className })),
    subjectOptions: subjects.map((s) => ({ value: s, label: i18n._(SUBJECT_LABELS[s]) })),
    termOptions: termList.map((x) => {
      const years = schoolYearName(x.schoolYear);
      const semester = x.semester;
      return { value: String(x.termId), label: t`${years} semester ${semester}` };
    }),
  };
}

/** A school year's name: "2026/27". */

export type ReportContext = ReturnType<typeof useReportContext>;

/** The class, subject and term selects (as a page asks); a change is the URL's (narrower filters cleared). */
export function ReportFilters<S extends ReportFilterSearch>({
  search,
  context,
  onSearch,
  klass = true,
  subject = true,
  term = true,
  leading,
}: {
  search: S;
  context: ReportContext;
  onSearch: (next: S) => void;
  /** Whether to offer the class (a page over every class does not). */
  klass?: boolean;
  /** Whether to offer the subject (a page over every subject does not). */
  subject?: boolean;
  term?: boolean;
  /** A page's own select, before the others (the class comparison's grade). */
  leading?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <search aria-label={t`Report filters`} className="hb-perf__filters">
      {leading}
      {klass ? (
        <Select
          label={t`Class`}
          options={context.classOptions}
          value={context.classId ? String(context.classId) : ''}
          onChange={(value) => onSearch(withReportFilter(search, { classId: Number(value) }))}
        />
      ) : null}
      {subject ? (
        <Select
          label={t`Subject`}
          options={context.subjectOptions}
          value={context.subject ?? ''}
          onChange={(value) => onSearch(withReportFilter(search, { subject: value as SubjectCode }))}
        />
      ) : null}
      {term ? (
        <Select
          label={t`Term`}
          options={context.termOptions}
          value={context.termId ? String(context.termId) : ''}
          onChange={(value) => onSearch(withReportFilter(search, { termId: Number(value) }))}
        />
      ) : null}
    </search>
  );
}

/** What a report page is given: its search in the URL, and the way to change it. */
export interface SearchPageProps<Search> {
  search: Search;
  onSearch: (next: Search) => void;
}

/** What a family's report page is given: its family, its search and the way to change it. */
export interface FamilyPageProps<Search> extends SearchPageProps<Search> {
  family: ReportFamily;
}

/** What a part of a report is given: the report, and the page's search with the way to change it. */
export interface ReportPartProps<Report, Search> {
  report: Report;
  search: Search;
  onSearch: (next: Search) => void;
}
