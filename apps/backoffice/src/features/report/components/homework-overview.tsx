import type { HomeworkReport } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatList } from '../../../shared/labels';
import { BandBadge } from '../../../shared/report/band-badge';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { NoData } from '../../../shared/report/report-state';
import { ReportTable, type RowDataAttributes } from '../../../shared/report/report-table';
import { type ScoreBand, ScoreDistribution } from '../../../shared/report/score-distribution';
import { COMPLETION_LABELS, RING_NAMES, VERDICT_LABELS } from '../logic/labels';
import type { HomeworkReportSearch } from '../logic/report-search';
import { type HomeworkPartProps, QuestionLink } from './report-links';

type Question = HomeworkReport['questions'][number];

/** The overview tab: who handed in when, the score distribution, each question's rates and wrong answers. */
export function Overview({
  family,
  report,
  search,
  onSearch,
}: HomeworkPartProps & { onSearch: (next: HomeworkReportSearch) => void }) {
  return (
    <div className="hb-hwr">
      <Completion report={report} />
      <Distribution report={report} search={search} onSearch={onSearch} />
      <QuestionsSection family={family} report={report} search={search} />
    </div>
  );
}

function Completion({ report }: { report: HomeworkReport }) {
  const { t, i18n } = useLingui();
  return (
    <ReportSection id="hb-hwr-completion" title={<Trans>Completion</Trans>}>
      <div className="hb-hwr__completion">
        {(['onTime', 'late', 'missing'] as const).map((key) => {
          const list = report.completion[key];
          const label = i18n._(
            COMPLETION_LABELS[key === 'onTime' ? 'ON_TIME' : key === 'late' ? 'LATE' : 'MISSING'],
          );
          return (
            <div key={key}>
              <h3>{t`${label}: ${list.length}`}</h3>
              {list.length === 0 ? (
                <p className="hb-report-note">—</p>
              ) : (
                <ul className="hb-hwr__names">
                  {list.map((s) => (
                    <li key={s.studentId}>
                      {s.classNumber}. {s.name}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </ReportSection>
  );
}

function Distribution({
  report,
  search,
  onSearch,
}: {
  report: HomeworkReport;
  search: HomeworkReportSearch;
  onSearch: (next: HomeworkReportSearch) => void;
}) {
  const { t } = useLingui();
  const name = report.homeworkName;
  const bands: ScoreBand[] = report.scoreDistribution.map((b) => ({
    band: RING_NAMES[b.band] ?? `${b.from}–${b.to}%`,
    students: b.count,
    from: b.from,
  }));
  return (
    <ScoreDistribution
      id="hb-hwr-distribution"
      reportName={name}
      bands={bands}
      studentsHeader={t`Number of students`}
      {...(search.view ? { view: search.view } : {})}
      onViewChange={(view) => onSearch({ ...search, view })}
    />
  );
}

function QuestionsSection({ family, report, search }: HomeworkPartProps) {
  const { t, i18n } = useLingui();
  const name = report.homeworkName;
  const names = (students: { name: string }[]) =>
    formatList(
      students.map((s) => s.name),
      i18n.locale,
    );
  const isHardest = (q: Question) => q.questionId === report.hardestQuestionId;
  const columns: ReportColumn<Question>[] = [
    { id: 'no', header: t`No.`, type: 'number', className: 'hb-report-num', value: (q) => q.sortOrder },
    {
      id: 'question',
      header: t`Question`,
      rowHeader: true,
      value: (q) => q.stem,
      cell: (q) => (
        <>
          <QuestionLink family={family} report={report} questionId={q.questionId} search={search}>
            {q.stem || t`Question ${q.sortOrder}`}
          </QuestionLink>
          {isHardest(q) ? (
            <span className="hb-hwr__flag">
              <Trans>Hardest</Trans>
            </span>
          ) : null}
        </>
      ),
    },
    {
      ...rateColumn<Question>('correct', t`Correct rate`, (q) => q.correctRate, {
        exportHeader: t`Correct rate (%)`,
      }),
      cell: (q) => (
        <>
          <BandBadge rate={q.correctRate} />{' '}
          <span className="hb-hwr__who hb-hwr__nowrap">{t`${q.correctCount} of ${report.submittedCount}`}</span>
        </>
      ),
    },
    rateColumn('rate', t`Score rate`, (q) => q.scoreRate, { exportHeader: t`Score rate (%)` }),
    {
      id: 'wrong',
      header: t`Most common wrong answers`,
      value: (q) =>
        q.wrongAnswers.map((w) => `${w.answerText} ×${w.count} (${names(w.students)})`).join('; '),
      cell: (q) =>
        q.wrongAnswers.length === 0 ? (
          '—'
        ) : (
          <ol className="hb-hwr__wrong">
            {q.wrongAnswers.map((w) => (
              <li key={`${w.verdict}:${w.encodedAnswer}`}>
                <strong>{w.answerText}</strong> {t`(${w.count}, ${i18n._(VERDICT_LABELS[w.verdict])})`}
                <br />
                <span className="hb-hwr__who">{names(w.students)}</span>
              </li>
            ))}
          </ol>
        ),
    },
    { id: 'hardest', header: t`Hardest`, in: 'export', value: (q) => (isHardest(q) ? t`Hardest` : '') },
  ];
  return (
    <ReportSection
      id="hb-hwr-questions"
      title={<Trans>Questions</Trans>}
      exported={{ name: t`Questions ${name}`, columns, rows: report.questions }}
    >
      <ReportTable
        columns={columns}
        rows={report.questions}
        caption={t`Each question's correct rate and most common wrong answers`}
        rowKey={(q) => String(q.questionId)}
        rowAttributes={(q): RowDataAttributes => (isHardest(q) ? { 'data-hardest': 'true' } : {})}
        empty={<NoData />}
      />
    </ReportSection>
  );
}
