import { Button } from '@harbour/ui';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  type ExportColumn,
  type ExportFormat,
  type ExportProgress,
  type ExportRow,
  exportTable,
} from './export';
import './report.css';

export interface ExportButtonProps {
  /** The report's name: the file is named by it and the date ("Homework report 3A 2026-11-25.xlsx"). */
  name: string;
  /** The columns written, in order. */
  columns: readonly ExportColumn[];
  /** The rows, or a function giving them when the export starts (e.g. every page of a paged list). */
  rows: readonly ExportRow[] | (() => Promise<readonly ExportRow[]>);
  /** The formats offered (default both). */
  formats?: readonly ExportFormat[];
  /** Rows per chunk: the progress bar shows each chunk's count (default 500). */
  chunkSize?: number;
  /** Called with the file's name once saved (e.g. to show a toast). */
  onExported?: (fileName: string, format: ExportFormat) => void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; format: ExportFormat; progress: ExportProgress }
  | { kind: 'done'; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'failed' };

/**
 * Export buttons of a report table (CSV, XLSX). While a file is written a progress bar says "n of m rows"
 * with a Cancel button; the result (saved, cancelled, failed) is announced in a status line.
 */
export function ExportButton({
  name,
  columns,
  rows,
  formats = ['csv', 'xlsx'],
  chunkSize,
  onExported,
}: ExportButtonProps) {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const running = state.kind === 'running';

  const start = async (format: ExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running', format, progress: { done: 0, total: 0 } });
    try {
      const list = typeof rows === 'function' ? await rows() : rows;
      const fileName = await exportTable(format, name, columns, list, {
        signal: abort.signal,
        ...(chunkSize === undefined ? {} : { chunkSize }),
        // Each chunk's count reaches the page before the export yields, so the bar moves chunk by chunk
        // instead of whenever React's next batch happens to render.
        onProgress: (progress) => flushSync(() => setState({ kind: 'running', format, progress })),
      });
      setState({ kind: 'done', fileName });
      onExported?.(fileName, format);
    } catch (error) {
      setState(
        error instanceof DOMException && error.name === 'AbortError'
          ? { kind: 'cancelled' }
          : { kind: 'failed' },
      );
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const labels: Record<ExportFormat, string> = { csv: t`Export CSV`, xlsx: t`Export Excel (XLSX)` };
  const progress = state.kind === 'running' ? state.progress : null;
  return (
    <fieldset className="hb-report-export">
      <legend className="hb-visually-hidden">{t`Export ${name}`}</legend>
      {formats.map((format) => (
        <Button key={format} variant="secondary" isDisabled={running} onPress={() => void start(format)}>
          {labels[format]}
        </Button>
      ))}
      {progress ? (
        <span className="hb-report-export__progress">
          <progress max={Math.max(1, progress.total)} value={progress.done} aria-label={t`Export progress`} />
          <span>{t`${progress.done} of ${progress.total} rows`}</span>
          <Button variant="ghost" onPress={() => controller.current?.abort()}>
            {t`Cancel export`}
          </Button>
        </span>
      ) : null}
      <span role="status" className={state.kind === 'idle' || running ? 'hb-visually-hidden' : undefined}>
        {state.kind === 'done'
          ? t`Saved ${state.fileName}`
          : state.kind === 'cancelled'
            ? t`Export cancelled`
            : state.kind === 'failed'
              ? t`The export failed. Please try again.`
              : ''}
      </span>
    </fieldset>
  );
}
