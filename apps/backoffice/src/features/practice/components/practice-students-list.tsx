import {
  type PracticeStudent,
  practiceStudentsQueryOptions,
  requestRedoMutationOptions,
} from '@harbour/api-client';
import { Button, Checkbox, confirm, showToast } from '@harbour/ui';
import { createColumnHelper } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { ListTable } from '../../../shared/components/list-table';
import { formatDateTime } from '../../../shared/labels';
import { SUBMIT_STATUS_LABELS } from '../logic/labels';
import {
  canAskRedo,
  markingProgress,
  redoChoice,
  STUDENTS_PAGE_SIZE,
  studentName,
  studentsQueryOf,
} from '../logic/practice-detail';
import { type StudentsListProps, StudentsLoading, useStudentColumns } from './student-list-parts';

const studentColumn = createColumnHelper<PracticeStudent>();

/** Every student the homework reaches (in the filters), with the redo choice. */
export function StudentsList({ info, search, onPage }: StudentsListProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const students = useQuery({
    ...practiceStudentsQueryOptions(info.eHomeworkId, studentsQueryOf(search)),
    placeholderData: (previous) => previous,
  });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const askRedo = useMutation(requestRedoMutationOptions(queryClient));
  const rows = students.data ?? [];
  const choice = redoChoice(rows, chosen);
  const totals = rows.reduce(
    (sum, s) => ({ marked: sum.marked + s.markedCount, toMark: sum.toMark + s.toMarkCount }),
    { marked: 0, toMark: 0 },
  );
  const columns = useStudentsColumns(chosen, setChosen);

  const onRedo = async () => {
    const count = choice.length;
    const yes = await confirm({
      title: t`Ask to redo`,
      message: t`Ask ${count} students to redo “${info.homeworkName}”? Their submission is reopened and they hand it in again.`,
    });
    if (!yes) return;
    askRedo.mutate(
      { eHomeworkId: info.eHomeworkId, studentIds: choice },
      {
        onSuccess: (answer) => {
          const done = answer.studentIds.length;
          setChosen(new Set());
          showToast(t`${done} students asked to redo`, 'success');
        },
      },
    );
  };

  if (!students.data) return <StudentsLoading failed={students.isError} />;
  return (
    <>
      <div className="hb-practice__bar">
        <p className="hb-practice__muted">
          {totals.marked + totals.toMark > 0 ? (
            <Trans>
              Answers marked: {totals.marked} of {totals.marked + totals.toMark}
            </Trans>
          ) : (
            <Trans>No answer here needs a teacher's marking.</Trans>
          )}
        </p>
        <Button
          variant="secondary"
          isDisabled={choice.length === 0 || askRedo.isPending}
          onPress={() => void onRedo()}
        >
          <Trans>Ask to redo ({choice.length})</Trans>
        </Button>
      </div>
      <ListTable
        caption={t`Students`}
        hideCaption
        columns={columns}
        data={rows}
        rowHeader="name"
        getRowId={(s) => String(s.studentId)}
        rowAttributes={(s) => ({ 'data-student-id': s.studentId })}
        paging={{
          page: search.page ?? 1,
          pageSize: STUDENTS_PAGE_SIZE,
          onPage: (p) => onPage(p > 1 ? p : undefined),
        }}
        noDataText={<Trans>No student matches these filters.</Trans>}
      />
    </>
  );
}

/** The columns of the students list: the redo choice, the student, their submission, score and marking. */
function useStudentsColumns(
  chosen: ReadonlySet<number>,
  setChosen: Dispatch<SetStateAction<ReadonlySet<number>>>,
) {
  const { t, i18n } = useLingui();
  const student = useStudentColumns<PracticeStudent>();
  return [
    studentColumn.display({
      id: 'choose',
      header: () => <span className="hb-visually-hidden">{t`Choose`}</span>,
      cell: ({ row: { original: s } }) => {
        const who = studentName(s, i18n.locale);
        return canAskRedo(s) ? (
          <Checkbox
            aria-label={t`Choose ${who}`}
            isSelected={chosen.has(s.studentId)}
            onChange={(on) =>
              setChosen((ids) => {
                const next = new Set(ids);
                if (on) next.add(s.studentId);
                else next.delete(s.studentId);
                return next;
              })
            }
          />
        ) : null;
      },
    }),
    ...student,
    studentColumn.accessor('submitStatus', {
      header: t`Submission`,
      cell: ({ row: { original: s } }) => (
        <>
          <span className="hb-practice__submit" data-submit={s.submitStatus}>
            {i18n._(SUBMIT_STATUS_LABELS[s.submitStatus])}
          </span>
          {s.redoRequested ? (
            <span className="hb-practice__redo">
              {' '}
              <Trans>(asked to redo)</Trans>
            </span>
          ) : null}
        </>
      ),
    }),
    studentColumn.accessor((s) => s.submittedAt ?? '', {
      id: 'submittedAt',
      header: t`Submitted at`,
      meta: { className: 'hb-table__time' },
      cell: ({ getValue }) => (getValue() ? formatDateTime(getValue()) : '—'),
    }),
    studentColumn.accessor((s) => s.score, {
      id: 'score',
      header: t`Score`,
      cell: ({ row: { original: s } }) => (s.submittedAt ? `${s.score} / ${s.fullScore}` : '—'),
    }),
    studentColumn.accessor((s) => s.toMarkCount, {
      id: 'marking',
      header: t`Marking progress`,
      cell: ({ row: { original: s } }) => {
        const progress = markingProgress(s);
        if (!progress) return '—';
        const { marked, total } = progress;
        return marked === total ? (
          <Trans>All {total} marked</Trans>
        ) : (
          <Trans>
            {marked} of {total} marked
          </Trans>
        );
      },
    }),
  ];
}
