import type { StudentHomeworkQuestions } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BandBadge, ExportButton } from '../../../shared/report';
import { studentQuestionsQueryOptions } from '../api/report-queries';
import { COMPLETION_LABELS, FAMILY_NAMES, VERDICT_LABELS } from '../logic/labels';
import {
  durationText,
  FAMILY_ROUTES,
  type ReportFamily,
  type StudentDetailSearch,
} from '../logic/report-search';
import { NoData, ReportState } from './homework-report-page';
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
      <div className="hb-page-head">
        <div>
          <p className="hb-hwr__note">
            {query.data ? `${familyName} · ${query.data.homeworkName}` : t`${familyName} homework report`}
          </p>
          <h1>{query.data ? query.data.student.name : t`A student's answers`}</h1>
        </div>
        {ready ? (
          <Link
            to={FAMILY_ROUTES[family].report as '/home/reportCenter/ePracticeReport'}
            search={{ eHomeworkId, tab: 'students', ...(classId === undefined ? {} : { classId }) }}
          >
            <Trans>Back to the homework report</Trans>
          </Link>
        ) : null}
      </div>
      {!ready ? (
        <section className="hb-hwr__section">
          <NoData />
        </section>
      ) : (
        <ReportState query={query}>{query.data ? <StudentBody data={query.data} /> : null}</ReportState>
      )}
    </div>
  );
}

function StudentBody({ data }: { data: StudentHomeworkQuestions }) {
  const { t, i18n } = useLingui();
  const { student } = data;
  const rows = data.questions.map((q) => ({
    no: q.sortOrder,
    question: q.stem,
    answer: q.answerText,
    right: q.rightAnswerText,
    verdict: i18n._(VERDICT_LABELS[q.verdict]),
    score: q.score,
    max: q.maxScore,
  }));
  return (
    <>
      <section className="hb-hwr__section" aria-labelledby="hb-hwr-result">
        <h2 id="hb-hwr-result">
          <Trans>Result</Trans>
        </h2>
        <dl className="hb-hwr__figures">
          <div>
            <dt>{t`Completion`}</dt>
            <dd>{i18n._(COMPLETION_LABELS[student.completion])}</dd>
          </div>
          <div>
            <dt>{t`Score`}</dt>
            <dd>{student.completion === 'MISSING' ? '—' : `${student.score} / ${data.fullScore}`}</dd>
          </div>
          <div>
            <dt>{t`Score rate`}</dt>
            <dd>
              <BandBadge rate={student.scoreRate} />
            </dd>
          </div>
          <div>
            <dt>{t`Time (min:s)`}</dt>
            <dd>{durationText(student.timeSpentSeconds) || '—'}</dd>
          </div>
        </dl>
      </section>
      <section className="hb-hwr__section" aria-labelledby="hb-hwr-answers">
        <div className="hb-hwr__head">
          <h2 id="hb-hwr-answers">
            <Trans>Each question</Trans>
          </h2>
          <ExportButton
            name={t`Answers of ${student.name} ${data.homeworkName}`}
            columns={[
              { key: 'no', header: t`No.`, type: 'number' },
              { key: 'question', header: t`Question` },
              { key: 'answer', header: t`Their answer` },
              { key: 'right', header: t`Right answer` },
              { key: 'verdict', header: t`Result` },
              { key: 'score', header: t`Score`, type: 'number' },
              { key: 'max', header: t`Full marks`, type: 'number' },
            ]}
            rows={rows}
          />
        </div>
        {data.questions.length === 0 ? (
          <NoData />
        ) : (
          <div className="hb-hwr__scroll">
            <table className="hb-hwr__table">
              <caption>{t`Their answers beside the right answers`}</caption>
              <thead>
                <tr>
                  <th scope="col" className="hb-hwr__num">{t`No.`}</th>
                  <th scope="col">{t`Question`}</th>
                  <th scope="col">{t`Their answer`}</th>
                  <th scope="col">{t`Right answer`}</th>
                  <th scope="col">{t`Result`}</th>
                  <th scope="col" className="hb-hwr__num">{t`Score`}</th>
                  <th scope="col">{t`Class score rate`}</th>
                </tr>
              </thead>
              <tbody>
                {data.questions.map((q) => (
                  <tr key={q.questionId}>
                    <td className="hb-hwr__num">{q.sortOrder}</td>
                    <th scope="row">{q.stem}</th>
                    <td>{q.answerText || '—'}</td>
                    <td>{q.rightAnswerText || '—'}</td>
                    <td>{i18n._(VERDICT_LABELS[q.verdict])}</td>
                    <td className="hb-hwr__num">
                      {q.score} / {q.maxScore}
                    </td>
                    <td>
                      <BandBadge rate={q.classScoreRate} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
