import type { RedoStudent } from '@harbour/api-client';
import { createColumnHelper } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListTable } from '../../../shared/components/list-table';
import { formatDateTime } from '../../../shared/labels';
import { STUDENTS_PAGE_SIZE } from '../logic/practice-detail';
import { StudentsLoading, useStudentColumns } from './student-list-parts';

const redoColumn = createColumnHelper<RedoStudent>();

/** The students asked to redo (GET /redo). */
export function RedoList({
  students,
  failed,
  page,
  onPage,
}: {
  students: RedoStudent[] | undefined;
  failed: boolean;
  page: number;
  onPage: (page: number | undefined) => void;
}) {
  const { t } = useLingui();
  const columns = [
    ...useStudentColumns<RedoStudent>(),
    redoColumn.accessor((s) => formatDateTime(s.requestedAt), {
      id: 'requestedAt',
      header: t`Asked at`,
      meta: { className: 'hb-table__time' },
    }),
  ];
  if (!students) return <StudentsLoading failed={failed} />;
  return (
    <ListTable
      caption={t`Students asked to redo`}
      hideCaption
      columns={columns}
      data={students}
      rowHeader="name"
      getRowId={(s) => String(s.studentId)}
      paging={{ page, pageSize: STUDENTS_PAGE_SIZE, onPage: (p) => onPage(p > 1 ? p : undefined) }}
      noDataText={
        <Trans>No student has been asked to redo. Choose students who submitted in All students.</Trans>
      }
    />
  );
}
