import type { TestReport } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { BandBadge } from '../../../shared/report/band-badge';
import { RateChart } from '../../../shared/report/rate-chart';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportFigures } from '../../../shared/report/report-figures';
import { ReportHead, ReportSection } from '../../../shared/report/report-section';
import { NoData } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { courseNames, PartLink, type PartProps, typeName, viewOf } from './test-parts';

type Question = TestReport['questions'][number];
type WrongAnswer = Question['wrongAnswers'][number];

/** Every question's correct rate (a chart with its table), score rate and most common wrong answers. */
export function Questions({ family, report, search, onSearch }: PartProps) {
  const { t, i18n } = useLingui();
  const courseName = courseNames(report, t`No chapter`);
  const correct = rateColumn<Question>('correct', t`Correct rate`, (q) => q.correctRate, {
    exportHeader: t`Correct rate (%)`,
  });
  const question: ReportColumn<Question> = {
    id: 'question',
    header: t`Question`,
    rowHeader: true,
    in: 'table',
    value: (q) => t`Question ${q.sortOrder}`,
    cell: (q) => (
      <PartLink family={family} part="question" search={search} extra={{ questionId: q.questionId }}>
        {t`Question ${q.sortOrder}`}
      </PartLink>
    ),
  };
  const columns: ReportColumn<Question>[] = [
    { id: 'no', header: t`No.`, type: 'number', in: 'export', value: (q) => q.sortOrder },
    question,
    { id: 'type', header: t`Answer type`, value: (q) => typeName(q.questionType, i18n) },
    { id: 'course', header: t`Course`, value: (q) => courseName(q.courseId) },
    correct,
    rateColumn('rate', t`Score rate`, (q) => q.scoreRate, { exportHeader: t`Score rate (%)` }),
    {
      id: 'wrong',
      header: t`Most common wrong answers`,
      in: 'export',
      value: (q) => wrongText(q, (w) => `${w.answer} (${w.count})`),
    },
    {
      id: 'wrongShown',
      header: t`Most common wrong answers`,
      in: 'table',
      value: (q) => wrongText(q, (w) => t`${w.answer} (${w.count} students)`),
    },
  ];
  return (
    <ReportSection
      id="hb-tr-questions"
      title={<Trans>Questions</Trans>}
      exported={{ name: t`Questions ${report.homeworkName}`, columns, rows: report.questions }}
    >
      <RateChart
        title={t`Correct rate by question`}
        rows={report.questions}
        category={question}
        rate={correct}
        {...viewOf({ search, onSearch })}
        headingLevel={3}
      />
      <ReportTable
        columns={columns}
        rows={report.questions}
        caption={t`Each question's correct rate, score rate and most common wrong answers`}
        rowKey={(q) => String(q.questionId)}
        className="hb-tr__table"
        empty={<NoData />}
      />
    </ReportSection>
  );
}

function wrongText(q: Question, each: (w: WrongAnswer) => string): string {
  return q.wrongAnswers.map(each).join('; ');
}

/** One question: its figures, the wrong answers given, most given first, and the previous and next. */
export function OneQuestion({ family, report, search }: PartProps) {
  const { t, i18n } = useLingui();
  const question = report.questions.find((q) => q.questionId === search.questionId);
  if (!question)
    return (
      <section className="hb-report-section">
        <NoData />
      </section>
    );
  const index = report.questions.indexOf(question);
  const previous = report.questions[index - 1];
  const next = report.questions[index + 1];
  const columns: ReportColumn<WrongAnswer>[] = [
    { id: 'answer', header: t`Answer`, rowHeader: true, value: (w) => w.answer },
    { id: 'count', header: t`Students`, type: 'number', value: (w) => w.count },
    { id: 'students', header: t`Names`, value: (w) => w.students.join(', ') },
  ];
  return (
    <ReportSection
      id="hb-tr-question"
      title={
        <>
          {t`Question ${question.sortOrder}`} · {typeName(question.questionType, i18n)}
        </>
      }
    >
      {question.stem !== '' ? <p className="hb-tr__stem">{question.stem}</p> : null}
      <ReportFigures
        items={[
          {
            label: t`Right answer`,
            value: question.rightAnswer === '' ? t`Marked by the teacher` : question.rightAnswer,
          },
          { label: t`Full marks`, value: question.maxScore },
          {
            label: t`Correct rate`,
            value: (
              <>
                <BandBadge rate={question.correctRate} /> {t`${question.correctCount} students`}
              </>
            ),
          },
          {
            label: t`Score rate`,
            value: <BandBadge rate={question.scoreRate} />,
          },
        ]}
      />
      <ReportHead
        headingLevel={3}
        title={<Trans>Wrong answers</Trans>}
        exported={{
          name: t`Wrong answers ${report.homeworkName} ${question.sortOrder}`,
          columns,
          rows: question.wrongAnswers,
        }}
      />
      <ReportTable
        columns={columns}
        rows={question.wrongAnswers}
        caption={t`The wrong answers given, most given first`}
        rowKey={(w) => w.answer}
        className="hb-tr__table"
        empty={<NoData />}
      />
      <p className="hb-tr__pager">
        {previous ? (
          <PartLink
            family={family}
            part="question"
            search={search}
            extra={{ questionId: previous.questionId }}
          >
            {t`Previous: question ${previous.sortOrder}`}
          </PartLink>
        ) : null}
        {next ? (
          <PartLink family={family} part="question" search={search} extra={{ questionId: next.questionId }}>
            {t`Next: question ${next.sortOrder}`}
          </PartLink>
        ) : null}
      </p>
    </ReportSection>
  );
}
