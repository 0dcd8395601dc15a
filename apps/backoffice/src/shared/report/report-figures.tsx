import type { ReactNode } from 'react';
import './report.css';

/** One figure of a report: its name and its value (a number, a badge, a link). */
export interface ReportFigure {
  label: ReactNode;
  value: ReactNode;
}

/** A report's key figures, each a name over its value (a description list). */
export function ReportFigures({ items }: { items: readonly (ReportFigure | false | null)[] }) {
  return (
    <dl className="hb-report-figures">
      {items.map((item, index) =>
        item ? (
          // A report's figures are a fixed list in a fixed order: the place is the key.
          <div key={index}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/**
 * The head of a report page: what it is (a line above), its title (the page's h1), what it is about (a line
 * under), and what the page offers beside them (filters, a way back).
 */
export function ReportTitle({
  kicker,
  title,
  details,
  children,
}: {
  kicker?: ReactNode;
  title: ReactNode;
  details?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="hb-page-head">
      <div>
        {kicker ? <p className="hb-report-note">{kicker}</p> : null}
        <h1>{title}</h1>
        {details ? <p className="hb-report-note">{details}</p> : null}
      </div>
      {children}
    </div>
  );
}
