import type { ImportProblem, ImportRow, Term } from '@harbour/api-client';
import { Modal } from '@harbour/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportTable } from '../../../shared/report/report-table';
import { importMutationOptions } from '../api/calendar-setup-queries';
import { IMPORT_TEMPLATE_HEADER, importRowsOf, readSheet } from '../logic/import-rows';

/** Wide enough for the preview's columns at 1024 px. */
const IMPORT_DIALOG_SIZE = { width: 880, height: 480 };

/** A row of the preview: the row read from the file, its number and what is wrong with it. */
interface PreviewRow {
  row: ImportRow;
  number: number;
  problems: ImportProblem[];
}

/**
 * The import of a scheme of work into a term: a CSV or XLSX file chosen, read in the browser, checked by the
 * server without storing (a preview naming each bad row and field), and stored only when nothing is wrong.
 */
export function ImportDialog({ term, onClose }: { term: Term; onClose: (created: number) => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const check = useMutation({ ...importMutationOptions(queryClient), meta: { saysErrorsInPlace: true } });
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [problem, setProblem] = useState('');
  const [reading, setReading] = useState(false);
  const fileId = useId();
  const helpId = useId();

  const choose = async (file: File | undefined) => {
    setProblems(null);
    setRows([]);
    setProblem('');
    if (!file) return;
    setReading(true);
    try {
      const sheet = importRowsOf(await readSheet(file));
      if (sheet.missing.length > 0) {
        setProblem(t`The file lacks the columns: ${sheet.missing.join(', ')}`);
        return;
      }
      if (sheet.rows.length === 0) {
        setProblem(t`The file has no rows under its header.`);
        return;
      }
      setRows(sheet.rows);
      const result = await check.mutateAsync({ termId: term.termId, rows: sheet.rows, dryRun: true });
      setProblems(result.problems);
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t`The file could not be read.`);
    } finally {
      setReading(false);
    }
  };

  const commit = async () => {
    setProblem('');
    try {
      const result = await check.mutateAsync({ termId: term.termId, rows, dryRun: false });
      if (result.committed) onClose(result.created);
      else setProblems(result.problems);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '');
    }
  };

  const preview: PreviewRow[] = rows.map((row, index) => ({
    row,
    number: index + 1,
    problems: (problems ?? []).filter((p) => p.row === index + 1),
  }));
  const columns: ReportColumn<PreviewRow>[] = [
    { id: 'number', header: t`Row`, rowHeader: true, value: (r) => r.number, type: 'number' },
    { id: 'class', header: t`Class`, value: (r) => r.row.className },
    { id: 'subject', header: t`Subject`, value: (r) => r.row.subject },
    { id: 'name', header: t`Name`, value: (r) => `${r.row.name} / ${r.row.nameEn}` },
    { id: 'days', header: t`Days`, value: (r) => `${r.row.startDate} – ${r.row.endDate}` },
    {
      id: 'problems',
      header: t`Check`,
      cell: (r) =>
        problems === null ? (
          ''
        ) : r.problems.length === 0 ? (
          t`OK`
        ) : (
          <ul className="hb-calendar-setup__problems">
            {r.problems.map((p) => (
              <li key={`${p.field}:${p.message}`}>
                {p.field}: {p.message}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  const badRows = new Set((problems ?? []).map((p) => p.row)).size;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose(0))}
      title={t`Import a scheme of work`}
      actions="confirm"
      closeOnConfirm={false}
      onConfirm={() => void commit()}
      isConfirmDisabled={problems === null || problems.length > 0 || rows.length === 0 || check.isPending}
      confirmText={t`Import ${rows.length} units`}
      size={IMPORT_DIALOG_SIZE}
    >
      <div className="hb-calendar-setup__form">
        <div className="hb-field">
          <label className="hb-field__label" htmlFor={fileId}>
            {t`Scheme of work (CSV or XLSX)`}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={helpId}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <p id={helpId} className="hb-calendar-setup__help">
            {t`First row: ${IMPORT_TEMPLATE_HEADER.join(', ')}. Dates YYYY-MM-DD; papers and objectives separated by ";", objectives as ASPECT: knowledge point.`}
          </p>
        </div>
        <p role="status">
          {reading
            ? t`Reading and checking the file…`
            : problems === null
              ? ''
              : problems.length === 0
                ? t`All ${rows.length} rows are good: import them.`
                : t`${badRows} of ${rows.length} rows have problems: correct the file and choose it again. Nothing is stored.`}
        </p>
        {problem ? <p role="alert">{problem}</p> : null}
        {rows.length > 0 ? (
          <ReportTable
            columns={columns}
            rows={preview}
            caption={t`Rows of the file`}
            rowKey={(r) => String(r.number)}
            rowAttributes={(r) => ({ 'data-bad': r.problems.length > 0 ? 'true' : 'false' })}
          />
        ) : null}
      </div>
    </Modal>
  );
}
