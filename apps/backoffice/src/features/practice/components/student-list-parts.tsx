import type { HomeworkInfo } from '@harbour/api-client';
import type { ColumnDef } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadingOrFailed } from '../../../shared/components/loading-or-failed';
import { studentName } from '../logic/practice-detail';
import type { PracticeDetailSearch } from '../logic/practice-search';

/** What every list of a homework's students shows of a student. */
interface ListedStudent {
  className: string;
  classNumber: number;
  name: string;
  nameEn: string;
}

/** What a list of the homework's students on the detail page is given: the homework, the URL, its pager. */
export interface StudentsListProps {
  info: HomeworkInfo;
  search: PracticeDetailSearch;
  onPage: (page: number | undefined) => void;
}

/** A list of students still loading, or failed before any rows came (rows once loaded stay shown). */
export function StudentsLoading({ failed }: { failed: boolean }) {
  return (
    <LoadingOrFailed failed={failed}>
      <Trans>The students could not be loaded.</Trans>
    </LoadingOrFailed>
  );
}

/** The class, class number and name columns every list of a homework's students starts with. */
export function useStudentColumns<Row extends ListedStudent>(): ColumnDef<Row, string | number>[] {
  const { t, i18n } = useLingui();
  return [
    { id: 'className', accessorFn: (s) => s.className, header: t`Class` },
    { id: 'classNumber', accessorFn: (s) => s.classNumber, header: t`Class number` },
    { id: 'name', accessorFn: (s) => studentName(s, i18n.locale), header: t`Student name` },
  ];
}
