import type { ErrorCenter } from '@harbour/api-client';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../shared/labels';
import { ExportButton } from '../../../shared/report/export-button';
import { readableTitle } from '../logic/error-center-list';

/** CSV and XLSX of the page's groups: one row per question of a group. */
export function CentreExport({ centre }: { centre: ErrorCenter }) {
  const { t } = useLingui();
  const rows = centre.groups.flatMap((group) =>
    group.questions.map((q) => ({
      group:
        group.questionId !== null ? readableTitle(q.title) : (group.knowledgePoint ?? t`No knowledge point`),
      question: readableTitle(q.title),
      homework: q.homeworkName,
      wrong: q.wrongCount,
      partRight: q.partRightCount,
      students: q.studentIds.length,
      latest: formatDateTime(q.latestAt),
    })),
  );
  return (
    <ExportButton
      name={t`Mistakes centre ${centre.className}`}
      columns={[
        { key: 'group', header: centre.groupBy === 'knowledge' ? t`Knowledge point` : t`Question` },
        { key: 'question', header: t`Question` },
        { key: 'homework', header: t`Homework` },
        { key: 'wrong', header: t`Wrong`, type: 'number' },
        { key: 'partRight', header: t`Part right`, type: 'number' },
        { key: 'students', header: t`Students`, type: 'number' },
        { key: 'latest', header: t`Latest` },
      ]}
      rows={rows}
    />
  );
}
