import {
  type BatchResult,
  batchDeleteMutationOptions,
  batchRepublishMutationOptions,
  deletePracticeMutationOptions,
  type PracticeListItem,
  practicesQueryOptions,
} from '@harbour/api-client';
import { homeworkDateRules, hongKongInputToIso, isoToHongKongInput } from '@harbour/domain';
import { Button, Checkbox, confirm, Modal, showToast } from '@harbour/ui';
import { createColumnHelper } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { HomeworkLink } from '../../../shared/components/homework-link';
import { HomeworkReportLink } from '../../../shared/components/homework-report-link';
import { TIME_STATUS_LABELS } from '../../../shared/components/list-filters';
import { ListTable } from '../../../shared/components/list-table';
import { LoadingOrFailed } from '../../../shared/components/loading-or-failed';
import { ProcessTypeIcon } from '../../../shared/components/process-type-icon';
import { formatDateTime } from '../../../shared/labels';
import { DateTimeField } from '../../../shared/publish/date-time-field';
import { PROBLEM_MESSAGES } from '../../../shared/publish/problem-messages';
import type { PublishProblem } from '../../../shared/publish/publish-form';
import { type FailedPart, failedParts } from '../logic/batch';
import type { PublishedListSearch } from '../logic/batch-search';
import { isFiltered, practiceListQueryOf } from '../logic/published-list';
import { BatchOutcome } from './batch-publish-panel';
import { PublishedListFilters } from './published-list-filters';
import { ViewAsStudent } from './view-as-student';

const PAGE_SIZE = 20;

const practiceColumn = createColumnHelper<PracticeListItem>();

/**
 * Published homework with batch delete and batch re-publish (spec §5), preview and delete per row;
 * searched, filtered, sorted by any column and paged in the URL, so a teacher can bookmark and share it.
 */
export function HomeworkListPanel({
  search,
  onSearch,
}: {
  search: PublishedListSearch;
  onSearch: (next: PublishedListSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const page = search.page ?? 1;
  const list = useQuery({
    ...practicesQueryOptions(practiceListQueryOf(search, PAGE_SIZE)),
    // The rows stay while the next filter's load.
    placeholderData: (previous) => previous,
  });
  const filtered = isFiltered(search);
  const [chosen, setChosen] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<{ answer: BatchResult; failed: FailedPart[] } | null>(null);
  const [republishOpen, setRepublishOpen] = useState(false);
  const remove = useMutation(deletePracticeMutationOptions(queryClient));
  const batchDelete = useMutation(batchDeleteMutationOptions(queryClient));
  const batchRepublish = useMutation(batchRepublishMutationOptions(queryClient));

  const rows = list.data?.list ?? [];
  const chosenRows = rows.filter((row) => chosen.includes(row.eHomeworkId));
  const deletable = chosenRows.filter((row) => row.canBatchDelete);

  const done = (answer: BatchResult, names: string[]) => {
    const failed = failedParts(answer, names);
    setOutcome({ answer, failed });
    setChosen([]);
    if (answer.failed === 0) showToast(t`${answer.succeeded} done`, 'success');
  };

  const onBatchDelete = async () => {
    const count = deletable.length;
    const yes = await confirm({
      title: t`Delete homework`,
      message: t`Delete ${count} homework? Only published homework that nobody has completed can be deleted.`,
      tone: 'red',
    });
    if (!yes) return;
    batchDelete.mutate(
      { eHomeworkIds: deletable.map((row) => row.eHomeworkId) },
      {
        onSuccess: (answer) =>
          done(
            answer,
            deletable.map((row) => row.homeworkName),
          ),
      },
    );
  };

  const onDelete = async (row: PracticeListItem) => {
    const name = row.homeworkName;
    const yes = await confirm({
      title: t`Delete homework`,
      message: t`Delete “${name}”? Students will no longer see it.`,
      tone: 'red',
    });
    if (!yes) return;
    remove.mutate(row.eHomeworkId, { onSuccess: (answer) => showToast(answer.message, 'success') });
  };

  const columns = [
    practiceColumn.display({
      id: 'choose',
      header: () => <span className="hb-visually-hidden">{t`Choose`}</span>,
      cell: ({ row: { original: row } }) => (
        <Checkbox
          aria-label={t`Choose ${row.homeworkName}`}
          isSelected={chosen.includes(row.eHomeworkId)}
          onChange={(on) =>
            setChosen((ids) => (on ? [...ids, row.eHomeworkId] : ids.filter((id) => id !== row.eHomeworkId)))
          }
        />
      ),
    }),
    practiceColumn.accessor('homeworkName', {
      id: 'name',
      header: t`Homework`,
      cell: ({ row: { original: row } }) => (
        <>
          <ProcessTypeIcon processType={row.processType} /> {row.homeworkName}
        </>
      ),
    }),
    practiceColumn.accessor('distributeObject', { id: 'to', header: t`To` }),
    practiceColumn.accessor((row) => formatDateTime(row.startTime), {
      id: 'start',
      header: t`Start`,
      meta: { className: 'hb-table__time' },
    }),
    practiceColumn.accessor((row) => formatDateTime(row.endTime), {
      id: 'end',
      header: t`End`,
      meta: { className: 'hb-table__time' },
    }),
    practiceColumn.accessor((row) => i18n._(TIME_STATUS_LABELS[row.timeStatus]), {
      id: 'status',
      header: t`Status`,
      meta: { className: 'hb-table__time' },
    }),
    practiceColumn.accessor((row) => `${row.submittedCount}/${row.studentCount}`, {
      id: 'submitted',
      header: t`Submitted`,
    }),
    practiceColumn.display({
      id: 'actions',
      header: t`Actions`,
      cell: ({ row: { original: row } }) => (
        <div className="hb-batch__buttons">
          <HomeworkLink homework={row} className="hb-batch__link" label={t`Preview ${row.homeworkName}`}>
            <Trans>Preview</Trans>
          </HomeworkLink>
          {row.workPaperId === null ? (
            <ViewAsStudent eHomeworkId={row.eHomeworkId} homeworkName={row.homeworkName} />
          ) : null}
          {row.practiceStatus === 'NOT_STARTED' ? null : (
            <HomeworkReportLink
              homework={row}
              className="hb-batch__link"
              label={t`Report of ${row.homeworkName}`}
            >
              <Trans>Report</Trans>
            </HomeworkReportLink>
          )}
          {row.canDelete ? (
            <button
              type="button"
              className="hb-batch__delete"
              disabled={remove.isPending}
              onClick={() => void onDelete(row)}
              aria-label={t`Delete ${row.homeworkName}`}
            >
              <Trans>Delete</Trans>
            </button>
          ) : null}
        </div>
      ),
    }),
  ];

  return (
    <section className="hb-card hb-batch__card" aria-labelledby="hb-homework-list">
      <div className="hb-batch__bar">
        <h2 id="hb-homework-list">
          <Trans>Published homework</Trans>
        </h2>
        <div className="hb-batch__buttons">
          <Button
            variant="secondary"
            isDisabled={deletable.length === 0 || batchDelete.isPending}
            onPress={() => void onBatchDelete()}
          >
            <Trans>Delete chosen ({deletable.length})</Trans>
          </Button>
          <Button
            variant="secondary"
            isDisabled={chosenRows.length === 0 || batchRepublish.isPending}
            onPress={() => setRepublishOpen(true)}
          >
            <Trans>Re-publish chosen ({chosenRows.length})</Trans>
          </Button>
        </div>
      </div>
      {/* Keyed by the URL's words: back and forward put them in the box again. */}
      <PublishedListFilters key={search.q ?? ''} search={search} onSearch={onSearch} />
      {outcome ? <BatchOutcome answer={outcome.answer} failed={outcome.failed} /> : null}
      {list.isPending || list.isError ? (
        <LoadingOrFailed failed={list.isError}>
          <Trans>The homework could not be loaded.</Trans>
        </LoadingOrFailed>
      ) : (
        <ListTable
          className="hb-batch__table"
          caption={t`Published homework`}
          hideCaption
          columns={columns}
          data={rows}
          getRowId={(row) => String(row.eHomeworkId)}
          rowAttributes={(row) => ({ 'data-homework-id': row.eHomeworkId })}
          sort={{ value: search.sort, onSort: (sort) => onSearch({ ...search, sort, page: undefined }) }}
          paging={{
            page,
            pageSize: PAGE_SIZE,
            total: list.data.total,
            onPage: (next) => onSearch({ ...search, page: next > 1 ? next : undefined }),
          }}
          noDataText={
            filtered ? (
              <Trans>No published homework matches these filters. Clear a filter to see more.</Trans>
            ) : (
              <Trans>
                No homework has been published here yet.{' '}
                <Link to="/home/courseMag">Choose a chapter in Course management</Link> to publish some.
              </Trans>
            )
          }
        />
      )}
      <RepublishModal
        isOpen={republishOpen}
        count={chosenRows.length}
        busy={batchRepublish.isPending}
        onClose={() => setRepublishOpen(false)}
        onConfirm={(startTime, endTime) => {
          setRepublishOpen(false);
          batchRepublish.mutate(
            { items: chosenRows.map((row) => ({ eHomeworkId: row.eHomeworkId, startTime, endTime })) },
            {
              onSuccess: (answer) =>
                done(
                  answer,
                  chosenRows.map((row) => row.homeworkName),
                ),
            },
          );
        }}
      />
    </section>
  );
}

/** New start and end for the homework re-published (the date rules of §5 checked first). */
function RepublishModal({
  isOpen,
  count,
  busy,
  onClose,
  onConfirm,
}: {
  isOpen: boolean;
  count: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (startTime: string, endTime: string) => void;
}) {
  const { t, i18n } = useLingui();
  const hour = 60 * 60 * 1000;
  const [start, setStart] = useState(() => isoToHongKongInput(new Date(Math.ceil(Date.now() / hour) * hour)));
  const [end, setEnd] = useState(() =>
    isoToHongKongInput(new Date(Math.ceil(Date.now() / hour) * hour + 7 * 24 * hour)),
  );
  const [problems, setProblems] = useState<{ start?: PublishProblem; end?: PublishProblem }>({});
  const submit = () => {
    const startIso = hongKongInputToIso(start);
    const endIso = hongKongInputToIso(end);
    const found: { start?: PublishProblem; end?: PublishProblem } = {};
    if (!startIso) found.start = 'START_REQUIRED';
    if (!endIso) found.end = 'END_REQUIRED';
    if (startIso && endIso)
      for (const v of homeworkDateRules(startIso, endIso, new Date())) {
        if (v.field === 'startTime') found.start ??= v.rule;
        if (v.field === 'endTime') found.end ??= v.rule;
      }
    setProblems(found);
    if (found.start || found.end || !startIso || !endIso) return;
    onConfirm(startIso, endIso);
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Re-publish ${count} homework`}
      actions="confirm"
      closeOnConfirm={false}
      isConfirmDisabled={busy}
      onConfirm={submit}
      onCancel={onClose}
      size={{ width: 520, height: 380 }}
    >
      <div className="hb-batch__republish">
        <p>
          <Trans>Each homework is published again to the same classes and groups, with these times.</Trans>
        </p>
        <DateTimeField
          label={t`Start`}
          value={start}
          onChange={setStart}
          errorMessage={problems.start ? i18n._(PROBLEM_MESSAGES[problems.start]) : undefined}
        />
        <DateTimeField
          label={t`End`}
          value={end}
          onChange={setEnd}
          errorMessage={problems.end ? i18n._(PROBLEM_MESSAGES[problems.end]) : undefined}
        />
      </div>
    </Modal>
  );
}
