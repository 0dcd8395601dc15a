import type { TestReport } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { RateChart } from '../../../shared/report/rate-chart';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportTable } from '../../../shared/report/report-table';
import { type PartProps, typeName, viewOf } from './test-parts';

type AnswerType = TestReport['answerTypes'][number];

/** Each answer type: its score rate (a chart with its table) and correct rate. */
export function AnswerTypes({ report, search, onSearch }: PartProps) {
  const { t, i18n } = useLingui();
  const type: ReportColumn<AnswerType> = {
    id: 'type',
    header: t`Answer type`,
    rowHeader: true,
    value: (a) => typeName(a.questionType, i18n),
  };
  const rate = rateColumn<AnswerType>('rate', t`Score rate`, (a) => a.scoreRate, {
    exportHeader: t`Score rate (%)`,
  });
  const columns: ReportColumn<AnswerType>[] = [
    type,
    { id: 'questions', header: t`Questions`, type: 'number', value: (a) => a.questionCount },
    { id: 'full', header: t`Full score`, type: 'number', value: (a) => a.fullScore },
    rate,
    rateColumn('correct', t`Correct rate`, (a) => a.correctRate, { exportHeader: t`Correct rate (%)` }),
  ];
  return (
    <ReportSection
      id="hb-tr-types"
      title={<Trans>Answer types</Trans>}
      exported={{ name: t`Answer types ${report.homeworkName}`, columns, rows: report.answerTypes }}
    >
      <RateChart
        title={t`Score rate by answer type`}
        rows={report.answerTypes}
        category={type}
        rate={rate}
        {...viewOf({ search, onSearch })}
        headingLevel={3}
      />
      <ReportTable
        columns={columns}
        rows={report.answerTypes}
        caption={t`Each answer type's score rate and correct rate`}
        rowKey={(a) => a.questionType}
        className="hb-tr__table"
      />
    </ReportSection>
  );
}
