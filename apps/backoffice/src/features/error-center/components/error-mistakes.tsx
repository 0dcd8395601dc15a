import type { ErrorQuestionDetail } from '@harbour/api-client';
import { scoreRate } from '@harbour/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../shared/labels';
import { BandBadge } from '../../../shared/report/band-badge';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportTable } from '../../../shared/report/report-table';
import { readableTitle } from '../logic/error-center-list';

type Mistake = ErrorQuestionDetail['mistakes'][number];

/** Every student's wrong answer with their score, exportable. */
export function ErrorMistakes({ data }: { data: ErrorQuestionDetail }) {
  const { t } = useLingui();
  const columns: ReportColumn<Mistake>[] = [
    { id: 'number', header: t`Class number`, type: 'number', in: 'export', value: (m) => m.classNumber },
    {
      id: 'name',
      header: t`Student`,
      rowHeader: true,
      value: (m) => m.name,
      cell: (m) => `${m.classNumber}. ${m.name}`,
    },
    {
      id: 'answer',
      header: t`Answer`,
      className: 'hb-errors__pre',
      value: (m) => m.answerText,
      cell: (m) => m.answerText,
    },
    {
      id: 'score',
      header: t`Score`,
      type: 'number',
      value: (m) => m.score,
      cell: (m) => (
        <BandBadge rate={scoreRate(m.score, m.maxScore)}>
          {m.verdict === 'WRONG' ? t`Wrong` : t`Part right`} {m.score}/{m.maxScore}
        </BandBadge>
      ),
    },
    { id: 'max', header: t`Full marks`, type: 'number', in: 'export', value: (m) => m.maxScore },
    {
      id: 'homework',
      header: t`Homework`,
      value: (m) => m.homeworkName,
      cell: (m) => (
        <>
          {m.homeworkName}
          <span className="hb-errors__muted"> {formatDateTime(m.answeredAt)}</span>
        </>
      ),
    },
  ];
  return (
    <ReportSection
      id="hb-errors-answers"
      className="hb-card"
      title={<Trans>Students’ wrong answers</Trans>}
      exported={{
        name: t`Wrong answers ${data.className} ${readableTitle(data.title)}`,
        columns,
        rows: data.mistakes,
      }}
    >
      <ReportTable
        columns={columns}
        rows={data.mistakes}
        caption={t`Every student’s wrong answer with their score`}
        hideCaption
        rowKey={(m) => `${m.studentId}:${m.eHomeworkId}`}
        className="hb-errors__answers"
        empty={
          <p>
            <Trans>Nobody got this question wrong with these filters.</Trans>
          </p>
        }
      />
    </ReportSection>
  );
}
