import { type PracticeStudent, practiceNotSubmittedQueryOptions } from '@harbour/api-client';
import { createColumnHelper } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ListTable } from '../../../shared/components/list-table';
import { SUBMIT_STATUS_LABELS } from '../logic/labels';
import { STUDENTS_PAGE_SIZE } from '../logic/practice-detail';
import { type StudentsListProps, StudentsLoading, useStudentColumns } from './student-list-parts';

const studentColumn = createColumnHelper<PracticeStudent>();

/** The students who have not submitted (GET /notsubmited), in the class filter. */
export function NotSubmittedList({ info, search, onPage }: StudentsListProps) {
  const { t, i18n } = useLingui();
  const students = useQuery(
    practiceNotSubmittedQueryOptions(info.eHomeworkId, search.classId ? { classId: search.classId } : {}),
  );
  const columns = [
    ...useStudentColumns<PracticeStudent>(),
    studentColumn.accessor((s) => i18n._(SUBMIT_STATUS_LABELS[s.submitStatus]), {
      id: 'submitStatus',
      header: t`Submission`,
    }),
  ];
  if (!students.data) return <StudentsLoading failed={students.isError} />;
  return (
    <ListTable
      caption={t`Students who have not submitted`}
      hideCaption
      columns={columns}
      data={students.data}
      rowHeader="name"
      getRowId={(s) => String(s.studentId)}
      paging={{
        page: search.page ?? 1,
        pageSize: STUDENTS_PAGE_SIZE,
        onPage: (p) => onPage(p > 1 ? p : undefined),
      }}
      noDataText={<Trans>Every student has submitted.</Trans>}
    />
  );
}
