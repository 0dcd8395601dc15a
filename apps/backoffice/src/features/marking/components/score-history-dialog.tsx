import type { ScoreChange } from '@harbour/api-client';
import { scoreHistoryQueryOptions } from '@harbour/api-client';
import { Modal } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/labels';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportTable } from '../../../shared/report/report-table';
import { SCORE_SOURCE_LABELS } from './marking-labels';

/** The append-only score history of one answer (auto, marking, override, withdrawal), oldest first. */
export function ScoreHistoryDialog({
  eHomeworkId,
  answerId,
  serialNo,
  onClose,
}: {
  eHomeworkId: number;
  answerId: number;
  serialNo: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const history = useQuery(scoreHistoryQueryOptions(eHomeworkId, answerId));
  const columns: ReportColumn<ScoreChange>[] = [
    { id: 'at', header: t`When`, cell: (row) => formatDateTime(row.at) },
    { id: 'by', header: t`By`, cell: (row) => row.actorName },
    { id: 'source', header: t`Change`, cell: (row) => i18n._(SCORE_SOURCE_LABELS[row.source]) },
    {
      id: 'score',
      header: t`Score`,
      cell: (row) => (row.oldScore === null ? row.newScore : `${row.oldScore} → ${row.newScore}`),
    },
    { id: 'reason', header: t`Reason`, cell: (row) => row.reason },
  ];
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onOk={onClose}
      title={t`Score history of question ${serialNo}`}
      size="large"
    >
      {history.isPending ? (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : history.isError ? (
        <p role="alert">{history.error.message}</p>
      ) : history.data.length === 0 ? (
        <p>
          <Trans>No score changes yet.</Trans>
        </p>
      ) : (
        <ReportTable
          columns={columns}
          rows={history.data}
          caption={t`Score history of question ${serialNo}`}
          hideCaption
          rowKey={(row) => `${row.at}-${row.source}-${row.newScore}`}
          className="hb-marking__history"
        />
      )}
    </Modal>
  );
}
