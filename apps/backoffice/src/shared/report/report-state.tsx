import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './report.css';

/** What ReportState reads of a query (TanStack Query's result has it). */
export interface ReportQueryState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data?: unknown;
}

/**
 * The state of a part read through several queries asked for together (`ready`: whether they can be asked
 * yet): loading until every one has answered, failed when one has failed, its data every answer in order.
 */
export function allAnswered<T>(
  queries: readonly { isPending: boolean; isError: boolean; error: Error | null; data?: T | undefined }[],
  ready = true,
): ReportQueryState & { data?: T[] } {
  const failure = queries.find((query) => query.isError);
  const data = queries.flatMap((query) => (query.data === undefined ? [] : [query.data]));
  return {
    isPending: !ready || queries.some((query) => query.isPending),
    isError: failure !== undefined,
    error: failure?.error ?? null,
    ...(ready && data.length === queries.length ? { data } : {}),
  };
}

/**
 * A loading or failed part of a report, announced; its children once the data is there (also when a later
 * refetch failed: the data shown stays).
 */
export function ReportState({ query, children }: { query: ReportQueryState; children?: ReactNode }) {
  const { t } = useLingui();
  if (query.data !== undefined) return <>{children}</>;
  if (query.isPending)
    return (
      <p className="hb-card" role="status">
        {t`Loading…`}
      </p>
    );
  if (query.isError)
    return (
      <p className="hb-card" role="alert">
        {query.error?.message || t`The report could not be loaded.`}
      </p>
    );
  return <>{children}</>;
}

/** "No data" as the spec says it, for an empty report or list. */
export function NoData() {
  return (
    <p className="hb-report-note" role="status">
      <Trans>No data</Trans>
    </p>
  );
}

/**
 * A report page opened without the homework or test it reports on: no data, and a link to the report
 * centre, where one is chosen (children: the link's words).
 */
export function ChooseInReportCentre({ children }: { children: ReactNode }) {
  return (
    <section className="hb-report-section">
      <NoData />
      <p>
        <Link to="/home/reportCenter">{children}</Link>
      </p>
    </section>
  );
}
