import type { StudentHomeworkQuestions } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BandBadge } from '../../../shared/report/band-badge';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportFigures, ReportTitle } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { NoData, ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { studentQuestionsQueryOptions } from '../api/report-queries';
import { COMPLETION_LABELS, FAMILY_NAMES, VERDICT_LABELS } from '../logic/labels';
import { durationText, type ReportFamily, type StudentDetailSearch } from '../logic/report-search';
import { BackToReportLink } from './report-links';
import './report.css';

/**
 * One student's answers in a homework (spec §2 ePracticeStudentDetail and the eExercise and A+ student
 * detail pages: one component over its family): their score, rate and time, and each question with their
 * answer in words beside the right answer, their result and score and the class's score rate.
 */
export function StudentDetailPage({ family, search }: { family: ReportFamily; search: StudentDetailSearch }) {
  const { t, i18n } = useLingui();
  const { eHomeworkId, studentId, classId } = search;
  const ready = eHomeworkId !== undefined && studentId !== undefined;
  const query = useQuery({
    ...studentQuestionsQueryOptions(studentId ?? 0, eHomeworkId ?? 0),
    enabled: ready,
  });
  const familyName = i18n._(FAMILY_NAMES[family]);
  return (
    <div className="hb-hwr">
      <ReportTitle
        kicker={query.data ? `${familyName} · ${query.data.homeworkName}` : t`${familyName} homework report`}
        title={query.data ? query.data.student.name : t`A student's answers`}
      >
        {ready ? (
          <BackToReportLink family={family} eHomeworkId={eHomeworkId} classId={classId} tab="students" />
        ) : null}
      </ReportTitle>
      {!ready ? (
        <section className="hb-report-section">
          <NoData />
        </section>
      ) : (
        <ReportState query={query}>{query.data ? <StudentBody data={query.data} /> : null}</ReportState>
      )}
    </div>
  );
}

type Answer = StudentHomeworkQuestions['questions'][number];

function StudentBody({ data }: { data: StudentHomeworkQuestions }) {
  const { t, i18n } = useLingui();
  const { student } = data;
  const columns: ReportColumn<Answer>[] = [
    { id: 'no', header: t`No.`, type: 'number', className: 'hb-report-num', value: (q) => q.sortOrder },
    { id: 'question', header: t`Question`, rowHeader: true, value: (q) => q.stem },
    { id: 'answer', header: t`Their answer`, value: (q) => q.answerText },
    { id: 'right', header: t`Right answer`, value: (q) => q.rightAnswerText },
    { id: 'verdict', header: t`Result`, value: (q) => i18n._(VERDICT_LABELS[q.verdict]) },
    {
      id: 'score',
      header: t`Score`,
      type: 'number',
      className: 'hb-report-num',
      value: (q) => q.score,
      cell: (q) => `${q.score} / ${q.maxScore}`,
    },
    { id: 'max', header: t`Full marks`, type: 'number', in: 'export', value: (q) => q.maxScore },
    { ...rateColumn('classRate', t`Class score rate`, (q) => q.classScoreRate), in: 'table' },
  ];
  return (
    <>
      <ReportSection id="hb-hwr-result" title={<Trans>Result</Trans>}>
        <ReportFigures
          items={[
            { label: t`Completion`, value: i18n._(COMPLETION_LABELS[student.completion]) },
            {
              label: t`Score`,
              value: student.completion === 'MISSING' ? '—' : `${student.score} / ${data.fullScore}`,
            },
            {
              label: t`Score rate`,
              value: <BandBadge rate={student.scoreRate} />,
            },
            { label: t`Time (min:s)`, value: durationText(student.timeSpentSeconds) || '—' },
          ]}
        />
      </ReportSection>
      <ReportSection
        id="hb-hwr-answers"
        title={<Trans>Each question</Trans>}
        exported={{ name: t`Answers of ${student.name} ${data.homeworkName}`, columns, rows: data.questions }}
      >
        <ReportTable
          columns={columns}
          rows={data.questions}
          caption={t`Their answers beside the right answers`}
          rowKey={(q) => String(q.questionId)}
          empty={<NoData />}
        />
      </ReportSection>
    </>
  );
}
