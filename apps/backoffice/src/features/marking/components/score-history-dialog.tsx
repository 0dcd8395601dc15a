import { scoreHistoryQueryOptions } from '@harbour/api-client';
import { Modal } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/labels';
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
        <table className="hb-marking__history">
          <caption className="hb-visually-hidden">{t`Score history of question ${serialNo}`}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>When</Trans>
              </th>
              <th scope="col">
                <Trans>By</Trans>
              </th>
              <th scope="col">
                <Trans>Change</Trans>
              </th>
              <th scope="col">
                <Trans>Score</Trans>
              </th>
              <th scope="col">
                <Trans>Reason</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((row) => (
              <tr key={`${row.at}-${row.source}-${row.newScore}`}>
                <td>{formatDateTime(row.at)}</td>
                <td>{row.actorName}</td>
                <td>{i18n._(SCORE_SOURCE_LABELS[row.source])}</td>
                <td>{row.oldScore === null ? row.newScore : `${row.oldScore} → ${row.newScore}`}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
