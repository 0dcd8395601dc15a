import type { ReactNode } from 'react';
import { ExportButton } from './export-button';
import { exportOf, type ReportColumn } from './report-columns';
import './report.css';

/** An export of a section: the file's name, and the columns and rows of its table. */
export interface SectionExport<Row> {
  name: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
}

export interface ReportHeadProps<Row> {
  /** The id of the heading (a section is labelled by it). */
  id?: string;
  /** The heading. */
  title: ReactNode;
  /** The level of the heading (default 2: a part of a report page under its h1). */
  headingLevel?: 2 | 3;
  /** The export beside the heading, of the same columns as the table under it. */
  exported?: SectionExport<Row>;
}

/** A heading of a report's part with the export of its table beside it. */
export function ReportHead<Row>({ id, title, headingLevel = 2, exported }: ReportHeadProps<Row>) {
  const Heading = `h${headingLevel}` as const;
  if (!exported) return <Heading id={id}>{title}</Heading>;
  return (
    <div className="hb-report-section__head">
      <Heading id={id}>{title}</Heading>
      <ExportButton name={exported.name} {...exportOf(exported.columns, exported.rows)} />
    </div>
  );
}

export interface ReportSectionProps<Row> extends ReportHeadProps<Row> {
  id: string;
  /** Extra class of the section. */
  className?: string;
  children?: ReactNode;
}

/** A part of a report page: a card with its heading, the export of its table beside it, and its content. */
export function ReportSection<Row>({ className, children, ...head }: ReportSectionProps<Row>) {
  return (
    <section
      className={className ? `hb-report-section ${className}` : 'hb-report-section'}
      aria-labelledby={head.id}
    >
      <ReportHead {...head} />
      {children}
    </section>
  );
}
