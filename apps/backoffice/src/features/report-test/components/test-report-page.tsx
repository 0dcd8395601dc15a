import type { TestReport } from '@harbour/api-client';
import { Button } from '@harbour/ui';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateTime, PROCESS_TYPE_LABELS, SUBJECT_LABELS } from '../../../shared/labels';
import {
  BandBadge,
  BandLegend,
  bandFill,
  ExportButton,
  percentText,
  ReportChart,
} from '../../../shared/report';
import { downloadTestStudentPdf, saveFile, testReportQueryOptions } from '../api/test-report-queries';
import { ANSWER_TYPE_LABELS, CORRECTION_LABELS, FAMILY_NAMES, PART_LABELS } from '../logic/labels';
import {
  courseParam,
  linkSearch,
  NAV_PARTS,
  TEST_ROUTES,
  type TestFamily,
  type TestPart,
  type TestReportSearch,
} from '../logic/test-search';
import './test-report.css';

type OnSearch = (next: TestReportSearch) => void;

interface PartProps {
  family: TestFamily;
  report: TestReport;
  search: TestReportSearch;
  onSearch: OnSearch;
}

/** A link to one of the family's test report pages, keeping the test and the class. */
function PartLink({
  family,
  part,
  search,
  extra,
  children,
  current,
}: {
  family: TestFamily;
  part: TestPart;
  search: TestReportSearch;
  extra?: Partial<TestReportSearch>;
  children: ReactNode;
  current?: boolean;
}) {
  return (
    <Link
      to={TEST_ROUTES[family][part] as '/home/reportCenter/testTotalReport'}
      search={linkSearch(search, extra)}
      {...(current ? { 'aria-current': 'page' as const } : {})}
    >
      {children}
    </Link>
  );
}

function NoData() {
  return (
    <p className="hb-tr__note" role="status">
      <Trans>No data</Trans>
    </p>
  );
}

/**
 * A test report page (spec §2 testTotalReport and its children testReport, testQuestion, testAllCourseReport,
 * testCourseReport, testAllStudentReport, testReportStudent, testAllStudentListTypeDetail, testStudentPdf, and
 * the aplusTestReport pages): one component over its family and part at each route. Every figure is the
 * server's (GET …/testing); every colour of §9 has its value written beside it; each chart has its table view
 * and each table its CSV/XLSX export.
 */
export function TestReportPage({
  family,
  part,
  search,
  onSearch,
}: {
  family: TestFamily;
  part: TestPart;
  search: TestReportSearch;
  onSearch: OnSearch;
}) {
  const { t, i18n } = useLingui();
  const eHomeworkId = search.eHomeworkId;
  const query = useQuery({
    ...testReportQueryOptions(eHomeworkId ?? 0, search.classId),
    enabled: eHomeworkId !== undefined,
  });
  const report = query.data;
  const familyName = i18n._(FAMILY_NAMES[family]);
  return (
    <div className="hb-tr">
      <div className="hb-page-head">
        <div>
          <p className="hb-tr__note">
            {familyName} · {i18n._(PART_LABELS[part])}
          </p>
          <h1>{report ? report.homeworkName : familyName}</h1>
          {report ? (
            <p className="hb-tr__note">
              {i18n._(SUBJECT_LABELS[report.subjectCode])} · {i18n._(PROCESS_TYPE_LABELS[report.processType])}{' '}
              · {t`Due ${formatDateTime(report.endTime)}`} ·{' '}
              {CORRECTION_LABELS[report.correctionStatus]
                ? i18n._(
                    CORRECTION_LABELS[report.correctionStatus] as NonNullable<
                      (typeof CORRECTION_LABELS)[string]
                    >,
                  )
                : report.correctionStatus}
              {report.withdrawnAt ? ` · ${t`Withdrawn ${formatDateTime(report.withdrawnAt)}`}` : ''}
            </p>
          ) : null}
        </div>
      </div>
      {eHomeworkId === undefined ? (
        <section className="hb-card">
          <NoData />
          <p>
            <Link to="/home/reportCenter">
              <Trans>Choose a test in the report centre</Trans>
            </Link>
          </p>
        </section>
      ) : report ? (
        <>
          <nav className="hb-tr__nav" aria-label={t`Parts of the test report`}>
            <ul>
              {NAV_PARTS.map((navPart) => (
                <li key={navPart}>
                  <PartLink family={family} part={navPart} search={search} current={navPart === part}>
                    {i18n._(PART_LABELS[navPart])}
                  </PartLink>
                </li>
              ))}
            </ul>
          </nav>
          <Part family={family} part={part} report={report} search={search} onSearch={onSearch} />
        </>
      ) : query.isPending ? (
        <p className="hb-card" role="status">
          {t`Loading…`}
        </p>
      ) : (
        <p className="hb-card" role="alert">
          {query.error?.message || t`The report could not be loaded.`}
        </p>
      )}
    </div>
  );
}

function Part({ part, ...props }: PartProps & { part: TestPart }) {
  switch (part) {
    case 'total':
      return <Overview {...props} />;
    case 'report':
      return <Questions {...props} />;
    case 'question':
      return <OneQuestion {...props} />;
    case 'allCourse':
      return <Courses {...props} />;
    case 'course':
      return <OneCourse {...props} />;
    case 'allStudent':
      return <Students {...props} />;
    case 'student':
      return <OneStudent {...props} />;
    case 'listType':
      return <AnswerTypes {...props} />;
    case 'pdf':
      return <StudentPdf {...props} />;
  }
}

function Overview({ family, report, search, onSearch }: PartProps) {
  const { t } = useLingui();
  const bands = report.scoreDistribution.map((b) => ({
    band: `${b.from}–${b.to}%`,
    from: b.from,
    students: b.count,
  }));
  const hardest = [...report.questions]
    .filter((q) => q.scoreRate !== null)
    .sort((a, b) => (a.scoreRate ?? 0) - (b.scoreRate ?? 0))[0];
  const average = report.averageScore === null ? '—' : report.averageScore.toFixed(1);
  return (
    <>
      <section className="hb-card" aria-labelledby="hb-tr-summary">
        <h2 id="hb-tr-summary">
          <Trans>Summary</Trans>
        </h2>
        <dl className="hb-tr__figures">
          <div>
            <dt>{t`Handed in`}</dt>
            <dd>{t`${report.submittedCount} of ${report.studentCount}`}</dd>
          </div>
          <div>
            <dt>{t`Full score`}</dt>
            <dd>{report.fullScore}</dd>
          </div>
          <div>
            <dt>{t`Average score`}</dt>
            <dd>{average}</dd>
          </div>
          <div>
            <dt>{t`Average score rate`}</dt>
            <dd>
              <BandBadge rate={report.averageScoreRate} />
            </dd>
          </div>
          <div>
            <dt>{t`Highest score`}</dt>
            <dd>{report.highestScore ?? '—'}</dd>
          </div>
          <div>
            <dt>{t`Lowest score`}</dt>
            <dd>{report.lowestScore ?? '—'}</dd>
          </div>
          <div>
            <dt>{t`Hardest question`}</dt>
            <dd>
              {hardest ? (
                <PartLink
                  family={family}
                  part="question"
                  search={search}
                  extra={{ questionId: hardest.questionId }}
                >
                  {t`Question ${hardest.sortOrder}`} · {percentText(hardest.scoreRate)}
                </PartLink>
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className="hb-card" aria-labelledby="hb-tr-distribution">
        <div className="hb-tr__head">
          <h2 id="hb-tr-distribution">
            <Trans>Score distribution</Trans>
          </h2>
          <ExportButton
            name={t`Score distribution ${report.homeworkName}`}
            columns={[
              { key: 'band', header: t`Score rate band` },
              { key: 'students', header: t`Students`, type: 'number' },
            ]}
            rows={bands.map(({ band, students }) => ({ band, students }))}
          />
        </div>
        <ReportChart
          kind="bar"
          title={t`Students by score rate band`}
          data={bands.map(({ band, students }) => ({ band, students }))}
          category={{ key: 'band', label: t`Score rate band` }}
          series={[{ key: 'students', label: t`Students` }]}
          colourOf={(row) => bandFill('ring', bands.find((b) => b.band === row.band)?.from ?? null)}
          {...(search.view ? { view: search.view } : {})}
          onViewChange={(view) => onSearch({ ...search, view })}
          legend={<BandLegend scale="ring" />}
          headingLevel={3}
        />
      </section>
    </>
  );
}

function Questions({ family, report, search, onSearch }: PartProps) {
  const { t, i18n } = useLingui();
  const courseName = courseNames(report, t`No chapter`);
  const rows = report.questions.map((q) => ({
    no: q.sortOrder,
    question: t`Question ${q.sortOrder}`,
    type: typeName(q.questionType, i18n),
    course: courseName(q.courseId),
    correct: q.correctRate,
    rate: q.scoreRate,
    wrong: q.wrongAnswers.map((w) => `${w.answer} (${w.count})`).join('; '),
  }));
  return (
    <section className="hb-card" aria-labelledby="hb-tr-questions">
      <div className="hb-tr__head">
        <h2 id="hb-tr-questions">
          <Trans>Questions</Trans>
        </h2>
        <ExportButton
          name={t`Questions ${report.homeworkName}`}
          columns={[
            { key: 'no', header: t`No.`, type: 'number' },
            { key: 'type', header: t`Answer type` },
            { key: 'course', header: t`Course` },
            { key: 'correct', header: t`Correct rate (%)`, type: 'number' },
            { key: 'rate', header: t`Score rate (%)`, type: 'number' },
            { key: 'wrong', header: t`Most common wrong answers` },
          ]}
          rows={rows}
        />
      </div>
      <ReportChart
        kind="bar"
        title={t`Correct rate by question`}
        data={rows.map(({ question, correct }) => ({ question, correct }))}
        category={{ key: 'question', label: t`Question` }}
        series={[{ key: 'correct', label: t`Correct rate` }]}
        format={(value) => percentText(value) ?? '—'}
        colourOf={(row) => bandFill('progress', typeof row.correct === 'number' ? row.correct : null)}
        domain={[0, 100]}
        {...(search.view ? { view: search.view } : {})}
        onViewChange={(view) => onSearch({ ...search, view })}
        legend={<BandLegend />}
        headingLevel={3}
      />
      {report.questions.length === 0 ? (
        <NoData />
      ) : (
        <div className="hb-tr__scroll">
          <table className="hb-tr__table">
            <caption>{t`Each question's correct rate, score rate and most common wrong answers`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Question`}</th>
                <th scope="col">{t`Answer type`}</th>
                <th scope="col">{t`Course`}</th>
                <th scope="col">{t`Correct rate`}</th>
                <th scope="col">{t`Score rate`}</th>
                <th scope="col">{t`Most common wrong answers`}</th>
              </tr>
            </thead>
            <tbody>
              {report.questions.map((q) => (
                <tr key={q.questionId}>
                  <th scope="row">
                    <PartLink
                      family={family}
                      part="question"
                      search={search}
                      extra={{ questionId: q.questionId }}
                    >
                      {t`Question ${q.sortOrder}`}
                    </PartLink>
                  </th>
                  <td>{typeName(q.questionType, i18n)}</td>
                  <td>{courseName(q.courseId)}</td>
                  <td>
                    <BandBadge rate={q.correctRate} />
                  </td>
                  <td>
                    <BandBadge rate={q.scoreRate} />
                  </td>
                  <td>
                    {q.wrongAnswers.length === 0
                      ? '—'
                      : q.wrongAnswers.map((w) => t`${w.answer} (${w.count} students)`).join('; ')}
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

function OneQuestion({ family, report, search }: PartProps) {
  const { t, i18n } = useLingui();
  const question = report.questions.find((q) => q.questionId === search.questionId);
  if (!question)
    return (
      <section className="hb-card">
        <NoData />
      </section>
    );
  const index = report.questions.indexOf(question);
  const neighbour = (offset: number) => report.questions[index + offset];
  const previous = neighbour(-1);
  const next = neighbour(1);
  const rows = question.wrongAnswers.map((w) => ({
    answer: w.answer,
    count: w.count,
    students: w.students.join(', '),
  }));
  return (
    <section className="hb-card" aria-labelledby="hb-tr-question">
      <h2 id="hb-tr-question">
        {t`Question ${question.sortOrder}`} · {typeName(question.questionType, i18n)}
      </h2>
      {question.stem !== '' ? <p className="hb-tr__stem">{question.stem}</p> : null}
      <dl className="hb-tr__figures">
        <div>
          <dt>{t`Right answer`}</dt>
          <dd>{question.rightAnswer === '' ? t`Marked by the teacher` : question.rightAnswer}</dd>
        </div>
        <div>
          <dt>{t`Full marks`}</dt>
          <dd>{question.maxScore}</dd>
        </div>
        <div>
          <dt>{t`Correct rate`}</dt>
          <dd>
            <BandBadge rate={question.correctRate} /> {t`${question.correctCount} students`}
          </dd>
        </div>
        <div>
          <dt>{t`Score rate`}</dt>
          <dd>
            <BandBadge rate={question.scoreRate} />
          </dd>
        </div>
      </dl>
      <div className="hb-tr__head">
        <h3>
          <Trans>Wrong answers</Trans>
        </h3>
        <ExportButton
          name={t`Wrong answers ${report.homeworkName} ${question.sortOrder}`}
          columns={[
            { key: 'answer', header: t`Answer` },
            { key: 'count', header: t`Students`, type: 'number' },
            { key: 'students', header: t`Names` },
          ]}
          rows={rows}
        />
      </div>
      {rows.length === 0 ? (
        <NoData />
      ) : (
        <table className="hb-tr__table">
          <caption>{t`The wrong answers given, most given first`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Answer`}</th>
              <th scope="col">{t`Students`}</th>
              <th scope="col">{t`Names`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.answer}>
                <th scope="row">{row.answer}</th>
                <td>{row.count}</td>
                <td>{row.students}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
    </section>
  );
}

function Courses({ family, report, search, onSearch }: PartProps) {
  const { t } = useLingui();
  const name = courseNames(report, t`No chapter`);
  const rows = report.courses.map((c) => ({
    course: name(c.courseId),
    questions: c.questionIds.length,
    full: c.fullScore,
    rate: c.scoreRate,
    correct: c.correctRate,
  }));
  return (
    <section className="hb-card" aria-labelledby="hb-tr-courses">
      <div className="hb-tr__head">
        <h2 id="hb-tr-courses">
          <Trans>Courses</Trans>
        </h2>
        <ExportButton
          name={t`Courses ${report.homeworkName}`}
          columns={[
            { key: 'course', header: t`Course` },
            { key: 'questions', header: t`Questions`, type: 'number' },
            { key: 'full', header: t`Full score`, type: 'number' },
            { key: 'rate', header: t`Score rate (%)`, type: 'number' },
            { key: 'correct', header: t`Correct rate (%)`, type: 'number' },
          ]}
          rows={rows}
        />
      </div>
      <p className="hb-tr__note">{t`A course is the textbook chapter the test's questions come from.`}</p>
      <ReportChart
        kind="bar"
        title={t`Score rate by course`}
        data={rows.map(({ course, rate }) => ({ course, rate }))}
        category={{ key: 'course', label: t`Course` }}
        series={[{ key: 'rate', label: t`Score rate` }]}
        format={(value) => percentText(value) ?? '—'}
        colourOf={(row) => bandFill('progress', typeof row.rate === 'number' ? row.rate : null)}
        domain={[0, 100]}
        {...(search.view ? { view: search.view } : {})}
        onViewChange={(view) => onSearch({ ...search, view })}
        legend={<BandLegend />}
        headingLevel={3}
      />
      <table className="hb-tr__table">
        <caption>{t`Each course's score rate and correct rate`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Course`}</th>
            <th scope="col">{t`Questions`}</th>
            <th scope="col">{t`Full score`}</th>
            <th scope="col">{t`Score rate`}</th>
            <th scope="col">{t`Correct rate`}</th>
          </tr>
        </thead>
        <tbody>
          {report.courses.map((c) => (
            <tr key={courseParam(c.courseId)}>
              <th scope="row">
                <PartLink
                  family={family}
                  part="course"
                  search={search}
                  extra={{ courseId: courseParam(c.courseId) }}
                >
                  {name(c.courseId)}
                </PartLink>
              </th>
              <td>{c.questionIds.length}</td>
              <td>{c.fullScore}</td>
              <td>
                <BandBadge rate={c.scoreRate} />
              </td>
              <td>
                <BandBadge rate={c.correctRate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OneCourse({ family, report, search }: PartProps) {
  const { t } = useLingui();
  const name = courseNames(report, t`No chapter`);
  const index = report.courses.findIndex((c) => courseParam(c.courseId) === search.courseId);
  const course = report.courses[index];
  if (!course)
    return (
      <section className="hb-card">
        <NoData />
      </section>
    );
  const questions = report.questions.filter((q) => course.questionIds.includes(q.questionId));
  const rows = report.students
    .filter((s) => s.submitted)
    .map((s) => ({
      no: s.classNumber,
      name: s.name,
      score: s.courses[index]?.score ?? 0,
      rate: s.courses[index]?.scoreRate ?? null,
    }));
  return (
    <section className="hb-card" aria-labelledby="hb-tr-course">
      <h2 id="hb-tr-course">{name(course.courseId)}</h2>
      <dl className="hb-tr__figures">
        <div>
          <dt>{t`Full score`}</dt>
          <dd>{course.fullScore}</dd>
        </div>
        <div>
          <dt>{t`Score rate`}</dt>
          <dd>
            <BandBadge rate={course.scoreRate} />
          </dd>
        </div>
        <div>
          <dt>{t`Correct rate`}</dt>
          <dd>
            <BandBadge rate={course.correctRate} />
          </dd>
        </div>
        <div>
          <dt>{t`Questions`}</dt>
          <dd>
            {questions.map((q, k) => (
              <span key={q.questionId}>
                {k > 0 ? ', ' : ''}
                <PartLink
                  family={family}
                  part="question"
                  search={search}
                  extra={{ questionId: q.questionId }}
                >
                  {t`Question ${q.sortOrder}`}
                </PartLink>
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <div className="hb-tr__head">
        <h3>
          <Trans>Students on this course</Trans>
        </h3>
        <ExportButton
          name={t`Course ${name(course.courseId)} ${report.homeworkName}`}
          columns={[
            { key: 'no', header: t`Class number`, type: 'number' },
            { key: 'name', header: t`Name` },
            { key: 'score', header: t`Score`, type: 'number' },
            { key: 'rate', header: t`Score rate (%)`, type: 'number' },
          ]}
          rows={rows}
        />
      </div>
      {rows.length === 0 ? (
        <NoData />
      ) : (
        <table className="hb-tr__table">
          <caption>{t`Each student's score on the course`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Class number`}</th>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Score`}</th>
              <th scope="col">{t`Score rate`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.no}-${row.name}`}>
                <td>{row.no}</td>
                <th scope="row">{row.name}</th>
                <td>
                  {row.score} / {course.fullScore}
                </td>
                <td>
                  <BandBadge rate={row.rate} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Students({ family, report, search }: PartProps) {
  const { t } = useLingui();
  const name = courseNames(report, t`No chapter`);
  const rows = report.students.map((s) => ({
    no: s.classNumber,
    className: s.className,
    name: s.name,
    submitted: s.submitted ? t`Yes` : t`No`,
    score: s.submitted ? s.score : null,
    rate: s.scoreRate,
    rank: s.rank,
    ...Object.fromEntries(s.courses.map((c, k) => [`course${k}`, c.scoreRate])),
  }));
  return (
    <section className="hb-card" aria-labelledby="hb-tr-students">
      <div className="hb-tr__head">
        <h2 id="hb-tr-students">
          <Trans>Students</Trans>
        </h2>
        <ExportButton
          name={t`Students ${report.homeworkName}`}
          columns={[
            { key: 'className', header: t`Class` },
            { key: 'no', header: t`Class number`, type: 'number' },
            { key: 'name', header: t`Name` },
            { key: 'submitted', header: t`Handed in` },
            { key: 'score', header: t`Score`, type: 'number' },
            { key: 'rate', header: t`Score rate (%)`, type: 'number' },
            { key: 'rank', header: t`Rank`, type: 'number' },
            ...report.courses.map((c, k) => ({
              key: `course${k}`,
              header: t`${name(c.courseId)} (%)`,
              type: 'number' as const,
            })),
          ]}
          rows={rows}
        />
      </div>
      {report.students.length === 0 ? (
        <NoData />
      ) : (
        <div className="hb-tr__scroll">
          <table className="hb-tr__table">
            <caption>{t`Each student's score, rank, score rate and score rate per course`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Class number`}</th>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Score`}</th>
                <th scope="col">{t`Score rate`}</th>
                <th scope="col">{t`Rank`}</th>
                {report.courses.map((c) => (
                  <th scope="col" key={courseParam(c.courseId)}>
                    {name(c.courseId)}
                  </th>
                ))}
                <th scope="col">{t`Test PDF`}</th>
              </tr>
            </thead>
            <tbody>
              {report.students.map((s) => (
                <tr key={s.studentId}>
                  <td>{s.classNumber}</td>
                  <th scope="row">
                    <PartLink
                      family={family}
                      part="student"
                      search={search}
                      extra={{ studentId: s.studentId }}
                    >
                      {s.name}
                    </PartLink>
                  </th>
                  <td>{s.submitted ? `${s.score} / ${report.fullScore}` : t`Not handed in`}</td>
                  <td>
                    <BandBadge rate={s.scoreRate} />
                  </td>
                  <td>{s.rank ?? '—'}</td>
                  {s.courses.map((c) => (
                    <td key={courseParam(c.courseId)}>
                      <BandBadge rate={c.scoreRate} />
                    </td>
                  ))}
                  <td>
                    {s.submitted ? (
                      <PartLink family={family} part="pdf" search={search} extra={{ studentId: s.studentId }}>
                        {t`PDF of ${s.name}`}
                      </PartLink>
                    ) : (
                      '—'
                    )}
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

function OneStudent({ family, report, search, onSearch }: PartProps) {
  const { t } = useLingui();
  const name = courseNames(report, t`No chapter`);
  const student = report.students.find((s) => s.studentId === search.studentId);
  if (!student)
    return (
      <section className="hb-card">
        <NoData />
      </section>
    );
  const rows = student.courses.map((c) => ({
    course: name(c.courseId),
    rate: c.scoreRate,
    score: c.score,
    full: c.fullScore,
  }));
  return (
    <section className="hb-card" aria-labelledby="hb-tr-student">
      <h2 id="hb-tr-student">
        {student.className} {student.classNumber}. {student.name}
      </h2>
      <dl className="hb-tr__figures">
        <div>
          <dt>{t`Score`}</dt>
          <dd>{student.submitted ? `${student.score} / ${report.fullScore}` : t`Not handed in`}</dd>
        </div>
        <div>
          <dt>{t`Score rate`}</dt>
          <dd>
            <BandBadge rate={student.scoreRate} />
          </dd>
        </div>
        <div>
          <dt>{t`Rank`}</dt>
          <dd>{student.rank === null ? '—' : t`${student.rank} of ${report.submittedCount}`}</dd>
        </div>
        <div>
          <dt>{t`Class average`}</dt>
          <dd>
            <BandBadge rate={report.averageScoreRate} />
          </dd>
        </div>
      </dl>
      {student.submitted ? (
        <p>
          <PartLink family={family} part="pdf" search={search} extra={{ studentId: student.studentId }}>
            {t`Test PDF of ${student.name}`}
          </PartLink>
        </p>
      ) : null}
      <ReportChart
        kind="bar"
        title={t`Score rate by course`}
        data={rows.map(({ course, rate }) => ({ course, rate }))}
        category={{ key: 'course', label: t`Course` }}
        series={[{ key: 'rate', label: t`Score rate` }]}
        format={(value) => percentText(value) ?? '—'}
        colourOf={(row) => bandFill('progress', typeof row.rate === 'number' ? row.rate : null)}
        domain={[0, 100]}
        {...(search.view ? { view: search.view } : {})}
        onViewChange={(view) => onSearch({ ...search, view })}
        legend={<BandLegend />}
        headingLevel={3}
      />
    </section>
  );
}

function AnswerTypes({ report, search, onSearch }: PartProps) {
  const { t, i18n } = useLingui();
  const rows = report.answerTypes.map((a) => ({
    type: typeName(a.questionType, i18n),
    questions: a.questionCount,
    full: a.fullScore,
    rate: a.scoreRate,
    correct: a.correctRate,
  }));
  return (
    <section className="hb-card" aria-labelledby="hb-tr-types">
      <div className="hb-tr__head">
        <h2 id="hb-tr-types">
          <Trans>Answer types</Trans>
        </h2>
        <ExportButton
          name={t`Answer types ${report.homeworkName}`}
          columns={[
            { key: 'type', header: t`Answer type` },
            { key: 'questions', header: t`Questions`, type: 'number' },
            { key: 'full', header: t`Full score`, type: 'number' },
            { key: 'rate', header: t`Score rate (%)`, type: 'number' },
            { key: 'correct', header: t`Correct rate (%)`, type: 'number' },
          ]}
          rows={rows}
        />
      </div>
      <ReportChart
        kind="bar"
        title={t`Score rate by answer type`}
        data={rows.map(({ type, rate }) => ({ type, rate }))}
        category={{ key: 'type', label: t`Answer type` }}
        series={[{ key: 'rate', label: t`Score rate` }]}
        format={(value) => percentText(value) ?? '—'}
        colourOf={(row) => bandFill('progress', typeof row.rate === 'number' ? row.rate : null)}
        domain={[0, 100]}
        {...(search.view ? { view: search.view } : {})}
        onViewChange={(view) => onSearch({ ...search, view })}
        legend={<BandLegend />}
        headingLevel={3}
      />
      <table className="hb-tr__table">
        <caption>{t`Each answer type's score rate and correct rate`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Answer type`}</th>
            <th scope="col">{t`Questions`}</th>
            <th scope="col">{t`Full score`}</th>
            <th scope="col">{t`Score rate`}</th>
            <th scope="col">{t`Correct rate`}</th>
          </tr>
        </thead>
        <tbody>
          {report.answerTypes.map((a) => (
            <tr key={a.questionType}>
              <th scope="row">{typeName(a.questionType, i18n)}</th>
              <td>{a.questionCount}</td>
              <td>{a.fullScore}</td>
              <td>
                <BandBadge rate={a.scoreRate} />
              </td>
              <td>
                <BandBadge rate={a.correctRate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function StudentPdf({ family, report, search }: PartProps) {
  const { t } = useLingui();
  const student = report.students.find((s) => s.studentId === search.studentId);
  const download = useMutation({
    mutationFn: () =>
      downloadTestStudentPdf(
        student?.studentId ?? 0,
        report.eHomeworkId,
        `${report.homeworkName} - ${student?.className ?? ''} ${student?.classNumber ?? ''} ${student?.name ?? ''}.pdf`,
      ),
    onSuccess: saveFile,
  });
  if (!student)
    return (
      <section className="hb-card">
        <NoData />
      </section>
    );
  return (
    <section className="hb-card" aria-labelledby="hb-tr-pdf">
      <h2 id="hb-tr-pdf">{t`Test PDF of ${student.name}`}</h2>
      <p>
        {t`A printable copy of ${student.name}'s test: each question with their answer, the right answer, the marks and your comments, and the total.`}
      </p>
      <p>
        <Button onPress={() => download.mutate()} isDisabled={download.isPending}>
          {download.isPending ? t`Preparing the PDF…` : t`Download PDF`}
        </Button>
      </p>
      <p role="status" className="hb-tr__note">
        {download.isSuccess ? t`Downloaded ${download.data.fileName}` : ''}
      </p>
      {download.isError ? (
        <p role="alert">{download.error.message || t`The PDF could not be made.`}</p>
      ) : null}
      <p>
        <PartLink family={family} part="student" search={search} extra={{ studentId: student.studentId }}>
          {t`Back to ${student.name}'s report`}
        </PartLink>
      </p>
    </section>
  );
}

/** A course's name by its id: the chapter's, or `none` for the questions of no chapter. */
function courseNames(report: TestReport, none: string) {
  return (courseId: number | null) =>
    courseId === null ? none : (report.courses.find((c) => c.courseId === courseId)?.name ?? none);
}

/** An answer type's name in the page's language (its code for a type a school registered). */
function typeName(type: string, i18n: { _: (descriptor: MessageDescriptor) => string }) {
  const label = ANSWER_TYPE_LABELS[type];
  return label ? i18n._(label) : type;
}
