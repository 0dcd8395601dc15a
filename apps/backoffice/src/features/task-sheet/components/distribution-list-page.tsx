import { distributionStatusSchema, workPapersQueryOptions } from '@harbour/api-client';
import { TabBar } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pager } from '../../../shared/components/pager';
import { formatDateTime, SUBJECT_LABELS } from '../../../shared/labels';
import { DISTRIBUTION_STATUS_LABELS } from '../../../shared/status-labels';
import { DISTRIBUTION_PAGE_SIZE, type DistributionSearch } from '../logic/distribution-search';
import './distribution.css';

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
  const pages = Math.max(1, Math.ceil(data.total / DISTRIBUTION_PAGE_SIZE));
  return (
    <div className="hb-dist">
      <div className="hb-page-head">
        <h1>
          <Trans>Distribution list</Trans>
        </h1>
        <Link className="hb-dist__link" to="/home/courseMag/workPaperPub">
          <Trans>Upload a task sheet</Trans>
        </Link>
      </div>
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
        {data.list.length === 0 ? (
          <p className="hb-dist__muted">
            <Trans>No data</Trans>
          </p>
        ) : (
          <table className="hb-dist__table">
            <caption className="hb-visually-hidden">{t`Task sheets`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Task sheet`}</th>
                <th scope="col">{t`Subject`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`To`}</th>
                <th scope="col">{t`End`}</th>
                <th scope="col">{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr key={row.workPaperId} data-work-paper-id={row.workPaperId}>
                  <td>{row.workPaperName}</td>
                  <td>{i18n._(SUBJECT_LABELS[row.subjectCode])}</td>
                  <td>
                    <span className="hb-dist__status" data-status={row.status}>
                      {i18n._(DISTRIBUTION_STATUS_LABELS[row.status])}
                    </span>
                  </td>
                  <td>{row.distributeObject ?? '—'}</td>
                  <td>{row.endTime ? formatDateTime(row.endTime) : '—'}</td>
                  <td>
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
                        <Link
                          className="hb-dist__link"
                          to="/home/distributionDetail"
                          search={{ workPaperId: row.workPaperId }}
                          aria-label={t`Progress of ${row.workPaperName}`}
                        >
                          <Trans>Progress</Trans>
                        </Link>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager page={page} pages={pages} onPage={(next) => onSearch({ ...search, page: next })} />
      </section>
    </div>
  );
}
