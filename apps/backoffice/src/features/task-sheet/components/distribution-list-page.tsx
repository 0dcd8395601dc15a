import { distributionStatusSchema, type WorkPaper, workPapersQueryOptions } from '@harbour/api-client';
import { gradeName } from '@harbour/domain';
import { TabBar } from '@harbour/ui';
import { createColumnHelper } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListTable } from '../../../shared/components/list-table';
import { PageHead } from '../../../shared/components/page-head';
import { formatDateTime, SUBJECT_LABELS } from '../../../shared/labels';
import { DISTRIBUTION_STATUS_LABELS } from '../../../shared/status-labels';
import { DISTRIBUTION_PAGE_SIZE, type DistributionSearch } from '../logic/distribution-search';
import './distribution.css';
import { PublishAgainButton } from './publish-again';

const workPaperColumn = createColumnHelper<WorkPaper>();

/** /home/distributionList: task sheets with their status (UNDISTRIBUTED, NOT_STARTED, IN_PROGRESS, FINISHED). */
export function DistributionListPage({
  search,
  onSearch,
}: {
  search: DistributionSearch;
  onSearch: (next: DistributionSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const page = search.page ?? 1;
  const { data } = useSuspenseQuery(
    workPapersQueryOptions({
      ...(search.status ? { status: search.status } : {}),
      page,
      pageSize: DISTRIBUTION_PAGE_SIZE,
    }),
  );
  const columns = [
    workPaperColumn.accessor('workPaperName', { header: t`Task sheet` }),
    workPaperColumn.accessor((row) => i18n._(SUBJECT_LABELS[row.subjectCode]), {
      id: 'subject',
      header: t`Subject`,
    }),
    workPaperColumn.accessor((row) => gradeName(row.gradeCode), { id: 'grade', header: t`Grade` }),
    workPaperColumn.display({
      id: 'status',
      header: t`Status`,
      meta: { className: 'hb-table__time' },
      cell: ({ row: { original: row } }) => (
        <span className="hb-dist__status" data-status={row.status}>
          {i18n._(DISTRIBUTION_STATUS_LABELS[row.status])}
        </span>
      ),
    }),
    workPaperColumn.accessor((row) => row.distributeObject ?? '—', { id: 'to', header: t`To` }),
    workPaperColumn.accessor((row) => (row.startTime ? formatDateTime(row.startTime) : '—'), {
      id: 'start',
      header: t`Start`,
      meta: { className: 'hb-table__time' },
    }),
    workPaperColumn.accessor((row) => (row.endTime ? formatDateTime(row.endTime) : '—'), {
      id: 'end',
      header: t`End`,
      meta: { className: 'hb-table__time' },
    }),
    workPaperColumn.display({
      id: 'actions',
      header: t`Actions`,
      cell: ({ row: { original: row } }) => (
        <div className="hb-dist__actions">
          <Link
            className="hb-dist__link"
            to="/home/courseMag/workPaperDetail"
            search={{ workPaperId: row.workPaperId }}
            aria-label={t`PDF of ${row.workPaperName}`}
          >
            PDF
          </Link>
          {row.status === 'UNDISTRIBUTED' ? (
            <Link
              className="hb-dist__link"
              to="/home/distributionOption"
              search={{ workPaperId: row.workPaperId }}
              aria-label={t`Distribute ${row.workPaperName}`}
            >
              <Trans>Distribute</Trans>
            </Link>
          ) : (
            <>
              <Link
                className="hb-dist__link"
                to="/home/distributionDetail"
                search={{ workPaperId: row.workPaperId }}
                aria-label={t`Progress of ${row.workPaperName}`}
              >
                <Trans>Progress</Trans>
              </Link>
              <PublishAgainButton workPaper={row} />
            </>
          )}
        </div>
      ),
    }),
  ];
  return (
    <div className="hb-dist">
      <PageHead title={<Trans>Distribution list</Trans>}>
        <Link className="hb-dist__link" to="/home/courseMag/workPaperPub">
          <Trans>Upload a task sheet</Trans>
        </Link>
      </PageHead>
      <TabBar
        aria-label={t`Status`}
        items={[
          { value: 'ALL', label: t`All` },
          ...distributionStatusSchema.options.map((status) => ({
            value: status,
            label: i18n._(DISTRIBUTION_STATUS_LABELS[status]),
          })),
        ]}
        value={search.status ?? 'ALL'}
        onChange={(value) => {
          const status = distributionStatusSchema.safeParse(value);
          onSearch(status.success ? { status: status.data } : {});
        }}
      />
      <section className="hb-card hb-dist__card">
        <ListTable
          className="hb-dist__table"
          caption={t`Task sheets`}
          hideCaption
          columns={columns}
          data={data.list}
          getRowId={(row) => String(row.workPaperId)}
          rowAttributes={(row) => ({ 'data-work-paper-id': row.workPaperId })}
          noDataText={
            search.status ? (
              <Trans>No task sheet has this status.</Trans>
            ) : (
              <Trans>
                No task sheets yet. <Link to="/home/courseMag/workPaperPub">Upload a task sheet</Link>, then
                distribute it to your classes.
              </Trans>
            )
          }
          paging={{
            page,
            pageSize: DISTRIBUTION_PAGE_SIZE,
            total: data.total,
            onPage: (next) => onSearch({ ...search, page: next > 1 ? next : undefined }),
          }}
        />
      </section>
    </div>
  );
}
