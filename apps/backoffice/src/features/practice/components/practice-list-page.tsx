import { type PracticeListItem, practicesQueryOptions } from '@harbour/api-client';
import { gradeName } from '@harbour/domain';
import { createColumnHelper } from '@harbour/ui/table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HomeworkReportLink } from '../../../shared/components/homework-report-link';
import { ListTable } from '../../../shared/components/list-table';
import { LoadingOrFailed } from '../../../shared/components/loading-or-failed';
import { PageHead } from '../../../shared/components/page-head';
import { ProcessTypeIcon } from '../../../shared/components/process-type-icon';
import { formatDateTime, PROCESS_TYPE_LABELS, SUBJECT_LABELS } from '../../../shared/labels';
import { withFilters } from '../../../shared/list-search';
import { CORRECTION_STATUS_LABELS } from '../logic/labels';
import {
  DEFAULT_PRACTICE_SORT,
  isFiltered,
  PRACTICE_LIST_PAGE_SIZE,
  practiceListQueryOf,
} from '../logic/practice-list';
import { detailPageOf } from '../logic/practice-pages';
import type { PracticeListSearch } from '../logic/practice-search';
import { CorrectLink } from './correct-link';
import { PracticeListFilters } from './practice-list-filters';
import './practice.css';

const column = createColumnHelper<PracticeListItem>();

/**
 * /home/practice: the teacher's homework with what needs marking first (most answers to mark at the top
 * unless the teacher sorts otherwise), its grading state and submission counts; filtered, sorted and
 * paged in the URL. A row opens its students page, and its scoring screen.
 */
export function PracticeListPage({
  search,
  onSearch,
}: {
  search: PracticeListSearch;
  onSearch: (next: PracticeListSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const list = useQuery({
    ...practicesQueryOptions(practiceListQueryOf(search)),
    // The rows stay while the next filter's load.
    placeholderData: (previous) => previous,
  });
  const sort = search.sort ?? DEFAULT_PRACTICE_SORT;
  const toMarkOnly = search.correction === 'WAIT_CORRECT';

  const columns = [
    column.accessor('homeworkName', {
      id: 'name',
      header: t`Homework`,
      // Subject, grade, kind and target under the name: the counts a teacher marks by stay in view at 1024 px.
      cell: ({ row: { original: row } }) => (
        <>
          <Link
            className="hb-practice__name"
            to={detailPageOf(row)}
            search={{ eHomeworkId: row.eHomeworkId }}
          >
            <ProcessTypeIcon processType={row.processType} /> {row.homeworkName}
          </Link>
          <span className="hb-practice__about">
            {[
              i18n._(SUBJECT_LABELS[row.subjectCode]),
              gradeName(row.gradeCode),
              i18n._(PROCESS_TYPE_LABELS[row.processType]),
              row.distributeObject,
            ].join(' · ')}
          </span>
        </>
      ),
    }),
    column.accessor((row) => formatDateTime(row.endTime), {
      id: 'end',
      header: t`Due`,
      meta: { className: 'hb-table__time' },
    }),
    column.accessor('correctionStatus', {
      id: 'correction',
      header: t`Marking`,
      enableSorting: false,
      cell: ({ getValue }) => (
        <span className="hb-practice__badge" data-correction={getValue()}>
          {i18n._(CORRECTION_STATUS_LABELS[getValue()])}
        </span>
      ),
    }),
    column.accessor((row) => `${row.submittedCount}/${row.studentCount}`, {
      id: 'submitted',
      header: t`Submitted`,
      meta: { className: 'hb-practice__count' },
    }),
    column.accessor('lateCount', {
      id: 'late',
      header: t`Late`,
      enableSorting: false,
      meta: { className: 'hb-practice__count' },
    }),
    column.accessor('missingCount', {
      id: 'missing',
      header: t`Not submitted`,
      enableSorting: false,
      meta: { className: 'hb-practice__count' },
    }),
    column.accessor('toMarkCount', {
      id: 'toMark',
      header: t`To mark`,
      meta: { className: 'hb-practice__count hb-practice__to-mark-cell' },
      cell: ({ getValue }) => (
        <strong className={getValue() > 0 ? 'hb-practice__to-mark' : undefined}>{getValue()}</strong>
      ),
    }),
    column.display({
      id: 'actions',
      header: t`Actions`,
      cell: ({ row: { original: row } }) => (
        <div className="hb-practice__actions">
          <Link
            className="hb-practice__link"
            to={detailPageOf(row)}
            search={{ eHomeworkId: row.eHomeworkId }}
            aria-label={t`Students of ${row.homeworkName}`}
          >
            <Trans>Students</Trans>
          </Link>
          {row.submittedCount > 0 ? (
            <CorrectLink
              homework={row}
              className="hb-practice__link hb-practice__link--mark"
              label={t`Mark ${row.homeworkName}`}
            >
              <Trans>Mark</Trans>
            </CorrectLink>
          ) : null}
          <HomeworkReportLink
            homework={row}
            className="hb-practice__link"
            label={t`Report of ${row.homeworkName}`}
          >
            <Trans>Report</Trans>
          </HomeworkReportLink>
        </div>
      ),
    }),
  ];

  return (
    <div className="hb-practice">
      <PageHead
        title={<Trans>Homework marking</Trans>}
        intro={
          <p className="hb-practice__muted" role="status">
            {search.sort === undefined ? (
              <Trans>Homework with the most answers to mark comes first.</Trans>
            ) : (
              <Trans>Sorted by the column you chose.</Trans>
            )}
          </p>
        }
      >
        <div className="hb-practice__quick">
          <button
            type="button"
            className="hb-toggle"
            aria-pressed={toMarkOnly}
            onClick={() =>
              onSearch(withFilters(search, { correction: toMarkOnly ? undefined : 'WAIT_CORRECT' }))
            }
          >
            <Trans>Only homework to be marked</Trans>
          </button>
          {search.sort !== undefined ? (
            <button
              type="button"
              className="hb-toggle"
              onClick={() => onSearch({ ...search, sort: undefined, page: undefined })}
            >
              <Trans>Most to mark first</Trans>
            </button>
          ) : null}
        </div>
      </PageHead>
      <section className="hb-card" aria-labelledby="hb-practice-list">
        <h2 id="hb-practice-list" className="hb-visually-hidden">
          <Trans>Homework to mark</Trans>
        </h2>
        {/* Keyed by the URL's words: back and forward put them in the box again. */}
        <PracticeListFilters key={search.q ?? ''} search={search} onSearch={onSearch} />
        {!list.data ? (
          <LoadingOrFailed failed={list.isError}>
            <Trans>The homework could not be loaded.</Trans>
          </LoadingOrFailed>
        ) : (
          <ListTable
            className="hb-practice__table"
            caption={t`Homework to mark`}
            hideCaption
            columns={columns}
            data={list.data.list}
            rowHeader="name"
            getRowId={(row) => String(row.eHomeworkId)}
            rowAttributes={(row) => ({ 'data-homework-id': row.eHomeworkId })}
            sort={{ value: sort, onSort: (next) => onSearch({ ...search, sort: next, page: undefined }) }}
            paging={{
              page: search.page ?? 1,
              pageSize: PRACTICE_LIST_PAGE_SIZE,
              total: list.data.total,
              onPage: (next) => onSearch({ ...search, page: next > 1 ? next : undefined }),
            }}
            noDataText={
              isFiltered(search) ? (
                <Trans>No homework matches these filters. Clear a filter to see more.</Trans>
              ) : (
                <Trans>
                  No homework has been published yet.{' '}
                  <Link to="/home/courseMag">Choose a chapter in Course management</Link> to publish some.
                </Trans>
              )
            }
          />
        )}
      </section>
    </div>
  );
}
