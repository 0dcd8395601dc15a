import type {
  HomeworkReport,
  ProcessView,
  SubmitList,
  WritingView,
  WrongQuestions,
} from '@harbour/api-client';
import { TabBar } from '@harbour/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateTime, formatList, PROCESS_TYPE_LABELS, SUBJECT_LABELS } from '../../../shared/labels';
import {
  BandBadge,
  BandLegend,
  bandFill,
  ExportButton,
  percentText,
  ReportChart,
} from '../../../shared/report';
import {
  homeworkReportQueryOptions,
  processViewQueryOptions,
  submitListQueryOptions,
  writingViewQueryOptions,
  wrongQuestionsQueryOptions,
} from '../api/report-queries';
import {
  COMPLETION_LABELS,
  FAMILY_NAMES,
  PROCESS_VIEW_LABELS,
  RING_NAMES,
  TAB_LABELS,
  VERDICT_LABELS,
} from '../logic/labels';
import {
  durationMinutes,
  durationText,
  FAMILY_ROUTES,
  type HomeworkReportSearch,
  processViewOf,
  REPORT_TABS,
  type ReportFamily,
  type ReportTab,
  rateValue,
} from '../logic/report-search';
import './report.css';

type Navigate = (next: HomeworkReportSearch) => void;

/** A loading, failed or empty state of a part of the report, announced. */
export function ReportState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  children?: ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending)
    return (
      <p className="hb-card" role="status">
        {t`Loading…`}
      </p>
    );
  if (query.isError)
    return (
      <p className="hb-card" role="alert">
        {query.error?.message || t`The report could not be loaded.`}
      </p>
    );
  return <>{children}</>;
}

/** "No data" as the spec says it, for an empty report or list. */
export function NoData() {
  return (
    <p className="hb-hwr__note" role="status">
      <Trans>No data</Trans>
    </p>
  );
}

/**
 * The homework report (spec §2 ePracticeReport, toEPracticeReport, ePracticeReportDetail, eExerciseReport,
 * newAplusReport detail: one component over its family at each route): completion with the names, the score
 * distribution on §9's ring bands (chart or table), the average, each question's correct rate with its most
 * common wrong answers and the hardest marked, each student's score and time, the wrong questions, the
 * processType view and the submissions; every table exportable.
 */
export function HomeworkReportPage({
  family,
  search,
  onSearch,
  defaultTab = 'overview',
}: {
  family: ReportFamily;
  search: HomeworkReportSearch;
  onSearch: Navigate;
  defaultTab?: ReportTab;
}) {
  const { t, i18n } = useLingui();
  const eHomeworkId = search.eHomeworkId;
  const report = useQuery({
    ...homeworkReportQueryOptions(eHomeworkId ?? 0, search.classId),
    enabled: eHomeworkId !== undefined,
  });
  const familyName = i18n._(FAMILY_NAMES[family]);
  const data = report.data;
  return (
    <div className="hb-hwr">
      <div className="hb-page-head">
        <div>
          <p className="hb-hwr__note">{t`${familyName} homework report`}</p>
          <h1>{data ? data.homeworkName : t`Homework report`}</h1>
          {data ? (
            <p className="hb-hwr__note">
              {i18n._(SUBJECT_LABELS[data.subjectCode])} · {i18n._(PROCESS_TYPE_LABELS[data.processType])} ·{' '}
              {t`Due ${formatDateTime(data.endTime)}`}
            </p>
          ) : null}
        </div>
      </div>
      {eHomeworkId === undefined ? (
        <section className="hb-hwr__section">
          <NoData />
          <p>
            <Link to="/home/reportCenter">
              <Trans>Choose a homework in the report centre</Trans>
            </Link>
          </p>
        </section>
      ) : (
        <ReportState query={report}>
          {data ? (
            <HomeworkReportBody
              family={family}
              report={data}
              search={search}
              onSearch={onSearch}
              defaultTab={defaultTab}
            />
          ) : null}
        </ReportState>
      )}
    </div>
  );
}

function HomeworkReportBody({
  family,
  report,
  search,
  onSearch,
  defaultTab,
}: {
  family: ReportFamily;
  report: HomeworkReport;
  search: HomeworkReportSearch;
  onSearch: Navigate;
  defaultTab: ReportTab;
}) {
  const { t, i18n } = useLingui();
  const tab = search.tab ?? defaultTab;
  const hardest = report.questions.find((q) => q.questionId === report.hardestQuestionId);
  const processView = processViewOf(report.processType);
  return (
    <>
      <section className="hb-hwr__section" aria-labelledby="hb-hwr-summary">
        <h2 id="hb-hwr-summary">
          <Trans>Summary</Trans>
        </h2>
        <dl className="hb-hwr__figures">
          <div>
            <dt>{t`Handed in`}</dt>
            <dd>{t`${report.submittedCount} of ${report.studentCount}`}</dd>
          </div>
          <div>
            <dt>{t`Average score rate`}</dt>
            <dd>
              <BandBadge rate={report.averageScoreRate} />
            </dd>
          </div>
          <div>
            <dt>{t`Full score`}</dt>
            <dd>{report.fullScore}</dd>
          </div>
          <div>
            <dt>{t`Hardest question`}</dt>
            <dd>
              {hardest ? (
                <QuestionLink family={family} report={report} questionId={hardest.questionId} search={search}>
                  {t`Question ${hardest.sortOrder}`} · {percentText(hardest.scoreRate)}
                </QuestionLink>
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>
      </section>
      <TabBar
        aria-label={t`Parts of the report`}
        items={REPORT_TABS.map((value) => ({
          value,
          label: value === 'process' ? i18n._(PROCESS_VIEW_LABELS[processView]) : i18n._(TAB_LABELS[value]),
        }))}
        value={tab}
        onChange={(value) => onSearch({ ...search, tab: value as ReportTab })}
      >
        {tab === 'overview' ? (
          <Overview family={family} report={report} search={search} onSearch={onSearch} />
        ) : tab === 'students' ? (
          <StudentsTable family={family} report={report} search={search} />
        ) : tab === 'wrong' ? (
          <WrongQuestionsPart family={family} report={report} search={search} />
        ) : tab === 'process' ? (
          <ProcessPart family={family} report={report} search={search} />
        ) : (
          <SubmitPart report={report} search={search} />
        )}
      </TabBar>
    </>
  );
}

/** A link to a question's page of the family. */
function QuestionLink({
  family,
  report,
  questionId,
  search,
  children,
}: {
  family: ReportFamily;
  report: { eHomeworkId: number };
  questionId: number;
  search: HomeworkReportSearch;
  children: ReactNode;
}) {
  return (
    <Link
      to={FAMILY_ROUTES[family].question as '/home/reportCenter/seeReportQuestion'}
      search={{
        eHomeworkId: report.eHomeworkId,
        questionId,
        ...(search.classId === undefined ? {} : { classId: search.classId }),
      }}
    >
      {children}
    </Link>
  );
}

/** A link to a student's answers on the family's page. */
function StudentLink({
  family,
  eHomeworkId,
  studentId,
  search,
  children,
}: {
  family: ReportFamily;
  eHomeworkId: number;
  studentId: number;
  search: HomeworkReportSearch;
  children: ReactNode;
}) {
  return (
    <Link
      to={FAMILY_ROUTES[family].student as '/home/reportCenter/ePracticeStudentDetail'}
      search={{
        eHomeworkId,
        studentId,
        ...(search.classId === undefined ? {} : { classId: search.classId }),
      }}
    >
      {children}
    </Link>
  );
}

function Names({ list }: { list: { studentId: number; name: string; classNumber: number }[] }) {
  if (list.length === 0) return <p className="hb-hwr__note">—</p>;
  return (
    <ul className="hb-hwr__names">
      {list.map((s) => (
        <li key={s.studentId}>
          {s.classNumber}. {s.name}
        </li>
      ))}
    </ul>
  );
}

function Overview({
  family,
  report,
  search,
  onSearch,
}: {
  family: ReportFamily;
  report: HomeworkReport;
  search: HomeworkReportSearch;
  onSearch: Navigate;
}) {
  const { t, i18n } = useLingui();
  const name = report.homeworkName;
  const bands = report.scoreDistribution.map((b) => ({
    band: RING_NAMES[b.band] ?? `${b.from}–${b.to}%`,
    students: b.count,
    from: b.from,
  }));
  const questionRows = report.questions.map((q) => ({
    no: q.sortOrder,
    question: q.stem,
    correct: rateValue(q.correctRate),
    rate: rateValue(q.scoreRate),
    wrong: q.wrongAnswers
      .map(
        (w) =>
          `${w.answerText} ×${w.count} (${formatList(
            w.students.map((s) => s.name),
            i18n.locale,
          )})`,
      )
      .join('; '),
    hardest: q.questionId === report.hardestQuestionId ? t`Hardest` : '',
  }));
  return (
    <div className="hb-hwr">
      <section className="hb-hwr__section" aria-labelledby="hb-hwr-completion">
        <h2 id="hb-hwr-completion">
          <Trans>Completion</Trans>
        </h2>
        <div className="hb-hwr__completion">
          {(['onTime', 'late', 'missing'] as const).map((key) => {
            const list = report.completion[key];
            const label = i18n._(
              COMPLETION_LABELS[key === 'onTime' ? 'ON_TIME' : key === 'late' ? 'LATE' : 'MISSING'],
            );
            return (
              <div key={key}>
                <h3>{t`${label}: ${list.length}`}</h3>
                <Names list={list} />
              </div>
            );
          })}
        </div>
      </section>
      <section className="hb-hwr__section" aria-labelledby="hb-hwr-distribution">
        <div className="hb-hwr__head">
          <h2 id="hb-hwr-distribution">
            <Trans>Score distribution</Trans>
          </h2>
          <ExportButton
            name={t`Score distribution ${name}`}
            columns={[
              { key: 'band', header: t`Score rate band` },
              { key: 'students', header: t`Number of students`, type: 'number' },
            ]}
            rows={bands.map(({ band, students }) => ({ band, students }))}
          />
        </div>
        <ReportChart
          kind="bar"
          title={t`Students by score rate band`}
          data={bands.map(({ band, students }) => ({ band, students }))}
          category={{ key: 'band', label: t`Score rate band` }}
          series={[{ key: 'students', label: t`Number of students` }]}
          format={(value) => String(value)}
          colourOf={(row) => bandFill('ring', bands.find((b) => b.band === row.band)?.from ?? null)}
          {...(search.view ? { view: search.view } : {})}
          onViewChange={(view) => onSearch({ ...search, view })}
          legend={<BandLegend scale="ring" />}
        />
      </section>
      <section className="hb-hwr__section" aria-labelledby="hb-hwr-questions">
        <div className="hb-hwr__head">
          <h2 id="hb-hwr-questions">
            <Trans>Questions</Trans>
          </h2>
          <ExportButton
            name={t`Questions ${name}`}
            columns={[
              { key: 'no', header: t`No.`, type: 'number' },
              { key: 'question', header: t`Question` },
              { key: 'correct', header: t`Correct rate (%)`, type: 'number' },
              { key: 'rate', header: t`Score rate (%)`, type: 'number' },
              { key: 'wrong', header: t`Most common wrong answers` },
              { key: 'hardest', header: t`Hardest` },
            ]}
            rows={questionRows}
          />
        </div>
        {report.questions.length === 0 ? (
          <NoData />
        ) : (
          <div className="hb-hwr__scroll">
            <table className="hb-hwr__table">
              <caption>{t`Each question's correct rate and most common wrong answers`}</caption>
              <thead>
                <tr>
                  <th scope="col" className="hb-hwr__num">{t`No.`}</th>
                  <th scope="col">{t`Question`}</th>
                  <th scope="col">{t`Correct rate`}</th>
                  <th scope="col">{t`Score rate`}</th>
                  <th scope="col">{t`Most common wrong answers`}</th>
                </tr>
              </thead>
              <tbody>
                {report.questions.map((q) => {
                  const isHardest = q.questionId === report.hardestQuestionId;
                  return (
                    <tr key={q.questionId} className={isHardest ? 'hb-hwr__hardest' : undefined}>
                      <td className="hb-hwr__num">{q.sortOrder}</td>
                      <th scope="row">
                        <QuestionLink
                          family={family}
                          report={report}
                          questionId={q.questionId}
                          search={search}
                        >
                          {q.stem || t`Question ${q.sortOrder}`}
                        </QuestionLink>
                        {isHardest ? (
                          <span className="hb-hwr__flag">
                            <Trans>Hardest</Trans>
                          </span>
                        ) : null}
                      </th>
                      <td>
                        <BandBadge rate={q.correctRate} />{' '}
                        <span className="hb-hwr__who hb-hwr__nowrap">
                          {t`${q.correctCount} of ${report.submittedCount}`}
                        </span>
                      </td>
                      <td>
                        <BandBadge rate={q.scoreRate} />
                      </td>
                      <td>
                        {q.wrongAnswers.length === 0 ? (
                          '—'
                        ) : (
                          <ol className="hb-hwr__wrong">
                            {q.wrongAnswers.map((w) => (
                              <li key={`${w.verdict}:${w.encodedAnswer}`}>
                                <strong>{w.answerText}</strong>{' '}
                                {t`(${w.count}, ${i18n._(VERDICT_LABELS[w.verdict])})`}
                                <br />
                                <span className="hb-hwr__who">
                                  {formatList(
                                    w.students.map((s) => s.name),
                                    i18n.locale,
                                  )}
                                </span>
                              </li>
                            ))}
                          </ol>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function StudentsTable({
  family,
  report,
  search,
}: {
  family: ReportFamily;
  report: HomeworkReport;
  search: HomeworkReportSearch;
}) {
  const { t, i18n } = useLingui();
  const name = report.homeworkName;
  const rows = report.students.map((s) => ({
    className: s.className,
    number: s.classNumber,
    name: s.name,
    completion: i18n._(COMPLETION_LABELS[s.completion]),
    score: s.completion === 'MISSING' ? null : s.score,
    rate: rateValue(s.scoreRate),
    minutes: durationMinutes(s.timeSpentSeconds),
  }));
  return (
    <section className="hb-hwr__section" aria-labelledby="hb-hwr-students">
      <div className="hb-hwr__head">
        <h2 id="hb-hwr-students">
          <Trans>Each student's score and time</Trans>
        </h2>
        <ExportButton
          name={t`Students ${name}`}
          columns={[
            { key: 'className', header: t`Class` },
            { key: 'number', header: t`Class number`, type: 'number' },
            { key: 'name', header: t`Student` },
            { key: 'completion', header: t`Completion` },
            { key: 'score', header: t`Score`, type: 'number' },
            { key: 'rate', header: t`Score rate (%)`, type: 'number' },
            { key: 'minutes', header: t`Time (minutes)`, type: 'number' },
          ]}
          rows={rows}
        />
      </div>
      {report.students.length === 0 ? (
        <NoData />
      ) : (
        <div className="hb-hwr__scroll">
          <table className="hb-hwr__table">
            <caption>{t`Students in class-number order`}</caption>
            <thead>
              <tr>
                <th scope="col" className="hb-hwr__num">{t`Class number`}</th>
                <th scope="col">{t`Student`}</th>
                <th scope="col">{t`Completion`}</th>
                <th scope="col" className="hb-hwr__num">{t`Score`}</th>
                <th scope="col">{t`Score rate`}</th>
                <th scope="col" className="hb-hwr__num">{t`Time (min:s)`}</th>
              </tr>
            </thead>
            <tbody>
              {report.students.map((s) => (
                <tr key={s.studentId}>
                  <td className="hb-hwr__num">
                    {s.className} {s.classNumber}
                  </td>
                  <th scope="row">
                    <StudentLink
                      family={family}
                      eHomeworkId={report.eHomeworkId}
                      studentId={s.studentId}
                      search={search}
                    >
                      {s.name}
                    </StudentLink>
                  </th>
                  <td>{i18n._(COMPLETION_LABELS[s.completion])}</td>
                  <td className="hb-hwr__num">
                    {s.completion === 'MISSING' ? '—' : `${s.score} / ${report.fullScore}`}
                  </td>
                  <td>
                    <BandBadge rate={s.scoreRate} />
                  </td>
                  <td className="hb-hwr__num">{durationText(s.timeSpentSeconds) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function WrongQuestionsPart({
  family,
  report,
  search,
}: {
  family: ReportFamily;
  report: HomeworkReport;
  search: HomeworkReportSearch;
}) {
  const wrong = useQuery(wrongQuestionsQueryOptions(report.eHomeworkId, search.classId));
  return (
    <ReportState query={wrong}>
      {wrong.data ? <WrongQuestionsTable family={family} data={wrong.data} search={search} /> : null}
    </ReportState>
  );
}

function WrongQuestionsTable({
  family,
  data,
  search,
}: {
  family: ReportFamily;
  data: WrongQuestions;
  search: HomeworkReportSearch;
}) {
  const { t, i18n } = useLingui();
  const name = data.homeworkName;
  const rows = data.questions.flatMap((q) =>
    q.students.map((s) => ({
      no: q.sortOrder,
      question: q.stem,
      rate: rateValue(q.scoreRate),
      student: s.name,
      verdict: i18n._(VERDICT_LABELS[s.verdict]),
      answer: s.answerText,
      score: s.score,
    })),
  );
  return (
    <section className="hb-hwr__section" aria-labelledby="hb-hwr-wrong">
      <div className="hb-hwr__head">
        <h2 id="hb-hwr-wrong">
          <Trans>Questions someone got wrong, hardest first</Trans>
        </h2>
        <ExportButton
          name={t`Wrong questions ${name}`}
          columns={[
            { key: 'no', header: t`No.`, type: 'number' },
            { key: 'question', header: t`Question` },
            { key: 'rate', header: t`Score rate (%)`, type: 'number' },
            { key: 'student', header: t`Student` },
            { key: 'verdict', header: t`Result` },
            { key: 'answer', header: t`Their answer` },
            { key: 'score', header: t`Score`, type: 'number' },
          ]}
          rows={rows}
        />
      </div>
      {data.questions.length === 0 ? (
        <NoData />
      ) : (
        <div className="hb-hwr__scroll">
          <table className="hb-hwr__table">
            <caption>{t`Wrong and part-right answers by question`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Question`}</th>
                <th scope="col">{t`Score rate`}</th>
                <th scope="col">{t`Who, and their answer`}</th>
              </tr>
            </thead>
            <tbody>
              {data.questions.map((q) => (
                <tr key={q.questionId}>
                  <th scope="row">
                    <QuestionLink family={family} report={data} questionId={q.questionId} search={search}>
                      {t`Question ${q.sortOrder}`}
                    </QuestionLink>
                    <br />
                    <span className="hb-hwr__who">{q.stem}</span>
                  </th>
                  <td>
                    <BandBadge rate={q.scoreRate} />
                  </td>
                  <td>
                    <ul className="hb-hwr__wrong">
                      {q.students.map((s) => (
                        <li key={s.studentId}>
                          {s.name}: <strong>{s.answerText || i18n._(VERDICT_LABELS.UNANSWERED)}</strong>{' '}
                          <span className="hb-hwr__who">
                            ({i18n._(VERDICT_LABELS[s.verdict])}, {s.score} / {q.maxScore})
                          </span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ProcessPart({
  family,
  report,
  search,
}: {
  family: ReportFamily;
  report: HomeworkReport;
  search: HomeworkReportSearch;
}) {
  const kind = processViewOf(report.processType);
  const practice = useQuery({
    ...processViewQueryOptions(kind === '14' ? '1' : kind, report.eHomeworkId, search.classId),
    enabled: kind !== '14',
  });
  const writing = useQuery({
    ...writingViewQueryOptions(report.eHomeworkId, search.classId),
    enabled: kind === '14',
  });
  if (kind === '14')
    return (
      <ReportState query={writing}>{writing.data ? <WritingTable data={writing.data} /> : null}</ReportState>
    );
  return (
    <ReportState query={practice}>
      {practice.data ? <ProcessTable family={family} data={practice.data} search={search} /> : null}
    </ReportState>
  );
}

function ProcessTable({
  family,
  data,
  search,
}: {
  family: ReportFamily;
  data: ProcessView;
  search: HomeworkReportSearch;
}) {
  const { t, i18n } = useLingui();
  const title = i18n._(PROCESS_VIEW_LABELS[data.view]);
  const name = data.homeworkName;
  const rows = data.students.map((s) => ({
    number: s.classNumber,
    name: s.name,
    completion: i18n._(COMPLETION_LABELS[s.completion]),
    rate: rateValue(s.scoreRate),
    right: s.correctCount,
    part: s.partRightCount,
    wrong: s.wrongCount,
    minutes: durationMinutes(s.timeSpentSeconds),
    catchUp: s.catchUp ? t`Catch-up` : '',
  }));
  return (
    <section className="hb-hwr__section" aria-labelledby="hb-hwr-process">
      <div className="hb-hwr__head">
        <h2 id="hb-hwr-process">{title}</h2>
        <ExportButton
          name={`${title} ${name}`}
          columns={[
            { key: 'number', header: t`Class number`, type: 'number' },
            { key: 'name', header: t`Student` },
            { key: 'completion', header: t`Completion` },
            { key: 'rate', header: t`Score rate (%)`, type: 'number' },
            { key: 'right', header: t`Right`, type: 'number' },
            { key: 'part', header: t`Part right`, type: 'number' },
            { key: 'wrong', header: t`Wrong`, type: 'number' },
            { key: 'minutes', header: t`Time (minutes)`, type: 'number' },
            ...(data.view === '2' ? [{ key: 'catchUp', header: t`Catch-up` }] : []),
          ]}
          rows={rows}
        />
      </div>
      <dl className="hb-hwr__figures">
        <div>
          <dt>{t`Average score rate`}</dt>
          <dd>
            <BandBadge rate={data.averageScoreRate} />
          </dd>
        </div>
        <div>
          <dt>{t`Mean time (min:s)`}</dt>
          <dd>{durationText(data.averageTimeSeconds) || '—'}</dd>
        </div>
        {data.view === '2' ? (
          <div>
            <dt>{t`Catch-up (below 60%)`}</dt>
            <dd>{data.catchUpCount}</dd>
          </div>
        ) : null}
      </dl>
      <div className="hb-hwr__scroll">
        <table className="hb-hwr__table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="hb-hwr__num">{t`Class number`}</th>
              <th scope="col">{t`Student`}</th>
              <th scope="col">{t`Completion`}</th>
              <th scope="col">{t`Score rate`}</th>
              <th scope="col" className="hb-hwr__num">{t`Right`}</th>
              <th scope="col" className="hb-hwr__num">{t`Part right`}</th>
              <th scope="col" className="hb-hwr__num">{t`Wrong`}</th>
              <th scope="col" className="hb-hwr__num">{t`Time (min:s)`}</th>
              {data.view === '2' ? <th scope="col">{t`Catch-up`}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.students.map((s) => (
              <tr key={s.studentId}>
                <td className="hb-hwr__num">{s.classNumber}</td>
                <th scope="row">
                  <StudentLink
                    family={family}
                    eHomeworkId={data.eHomeworkId}
                    studentId={s.studentId}
                    search={search}
                  >
                    {s.name}
                  </StudentLink>
                </th>
                <td>{i18n._(COMPLETION_LABELS[s.completion])}</td>
                <td>
                  <BandBadge rate={s.scoreRate} />
                </td>
                <td className="hb-hwr__num">{s.correctCount}</td>
                <td className="hb-hwr__num">{s.partRightCount}</td>
                <td className="hb-hwr__num">{s.wrongCount}</td>
                <td className="hb-hwr__num">{durationText(s.timeSpentSeconds) || '—'}</td>
                {data.view === '2' ? <td>{s.catchUp ? t`Catch-up` : '—'}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function WritingTable({ data }: { data: WritingView }) {
  const { t } = useLingui();
  const name = data.homeworkName;
  const rows = data.criteria.map((c) => ({
    criterion: c.ruleName,
    total: c.total,
    marked: c.markedCount,
    mean: c.averageScore === null ? null : Math.round(c.averageScore * 10) / 10,
    rate: rateValue(c.scoreRate),
  }));
  return (
    <section className="hb-hwr__section" aria-labelledby="hb-hwr-writing">
      <div className="hb-hwr__head">
        <h2 id="hb-hwr-writing">
          <Trans>Writing criteria</Trans>
        </h2>
        <ExportButton
          name={t`Writing criteria ${name}`}
          columns={[
            { key: 'criterion', header: t`Criterion` },
            { key: 'total', header: t`Total`, type: 'number' },
            { key: 'marked', header: t`Marked`, type: 'number' },
            { key: 'mean', header: t`Mean score`, type: 'number' },
            { key: 'rate', header: t`Score rate (%)`, type: 'number' },
          ]}
          rows={rows}
        />
      </div>
      <p className="hb-hwr__note">{t`Marked: ${data.markedCount} of ${data.submittedCount} handed in`}</p>
      {data.criteria.length === 0 ? (
        <NoData />
      ) : (
        <table className="hb-hwr__table">
          <caption>{t`Each criterion over the marked students`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Criterion`}</th>
              <th scope="col" className="hb-hwr__num">{t`Total`}</th>
              <th scope="col" className="hb-hwr__num">{t`Marked`}</th>
              <th scope="col" className="hb-hwr__num">{t`Mean score`}</th>
              <th scope="col">{t`Score rate`}</th>
            </tr>
          </thead>
          <tbody>
            {data.criteria.map((c) => (
              <tr key={c.ruleName}>
                <th scope="row">{c.ruleName}</th>
                <td className="hb-hwr__num">{c.total}</td>
                <td className="hb-hwr__num">{c.markedCount}</td>
                <td className="hb-hwr__num">{c.averageScore === null ? '—' : c.averageScore.toFixed(1)}</td>
                <td>
                  <BandBadge rate={c.scoreRate} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function SubmitPart({ report, search }: { report: HomeworkReport; search: HomeworkReportSearch }) {
  const list = useQuery(submitListQueryOptions(report.eHomeworkId, search.classId));
  return <ReportState query={list}>{list.data ? <SubmitTable data={list.data} /> : null}</ReportState>;
}

function SubmitTable({ data }: { data: SubmitList }) {
  const { t, i18n } = useLingui();
  const name = data.homeworkName;
  const rows = data.students.map((s) => ({
    number: s.classNumber,
    name: s.name,
    completion: i18n._(COMPLETION_LABELS[s.completion]),
    started: s.startedAt ? formatDateTime(s.startedAt) : '',
    submitted: s.submittedAt ? formatDateTime(s.submittedAt) : '',
    minutes: durationMinutes(s.timeSpentSeconds),
  }));
  return (
    <section className="hb-hwr__section" aria-labelledby="hb-hwr-submit">
      <div className="hb-hwr__head">
        <h2 id="hb-hwr-submit">
          <Trans>Who handed it in when</Trans>
        </h2>
        <ExportButton
          name={t`Submissions ${name}`}
          columns={[
            { key: 'number', header: t`Class number`, type: 'number' },
            { key: 'name', header: t`Student` },
            { key: 'completion', header: t`Completion` },
            { key: 'started', header: t`Started` },
            { key: 'submitted', header: t`Handed in` },
            { key: 'minutes', header: t`Time (minutes)`, type: 'number' },
          ]}
          rows={rows}
        />
      </div>
      <table className="hb-hwr__table">
        <caption>{t`First handed in first, the missing last`}</caption>
        <thead>
          <tr>
            <th scope="col" className="hb-hwr__num">{t`Class number`}</th>
            <th scope="col">{t`Student`}</th>
            <th scope="col">{t`Completion`}</th>
            <th scope="col">{t`Started`}</th>
            <th scope="col">{t`Handed in`}</th>
            <th scope="col" className="hb-hwr__num">{t`Time (min:s)`}</th>
          </tr>
        </thead>
        <tbody>
          {data.students.map((s) => (
            <tr key={s.studentId}>
              <td className="hb-hwr__num">{s.classNumber}</td>
              <th scope="row">{s.name}</th>
              <td>{i18n._(COMPLETION_LABELS[s.completion])}</td>
              <td>{s.startedAt ? formatDateTime(s.startedAt) : '—'}</td>
              <td>{s.submittedAt ? formatDateTime(s.submittedAt) : '—'}</td>
              <td className="hb-hwr__num">{durationText(s.timeSpentSeconds) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
