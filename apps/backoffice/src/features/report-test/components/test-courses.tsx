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
import { courseParam } from '../logic/test-search';
import { courseNames, PartLink, type PartProps, viewOf } from './test-parts';

type Course = TestReport['courses'][number];

/** Each course (textbook chapter): its score rate (a chart with its table) and correct rate. */
export function Courses({ family, report, search, onSearch }: PartProps) {
  const { t } = useLingui();
  const name = courseNames(report, t`No chapter`);
  const course: ReportColumn<Course> = {
    id: 'course',
    header: t`Course`,
    rowHeader: true,
    value: (c) => name(c.courseId),
    cell: (c) => (
      <PartLink family={family} part="course" search={search} extra={{ courseId: courseParam(c.courseId) }}>
        {name(c.courseId)}
      </PartLink>
    ),
  };
  const rate = rateColumn<Course>('rate', t`Score rate`, (c) => c.scoreRate, {
    exportHeader: t`Score rate (%)`,
  });
  const columns: ReportColumn<Course>[] = [
    course,
    { id: 'questions', header: t`Questions`, type: 'number', value: (c) => c.questionIds.length },
    { id: 'full', header: t`Full score`, type: 'number', value: (c) => c.fullScore },
    rate,
    rateColumn('correct', t`Correct rate`, (c) => c.correctRate, { exportHeader: t`Correct rate (%)` }),
  ];
  return (
    <ReportSection
      id="hb-tr-courses"
      title={<Trans>Courses</Trans>}
      exported={{ name: t`Courses ${report.homeworkName}`, columns, rows: report.courses }}
    >
      <p className="hb-report-note">{t`A course is the textbook chapter the test's questions come from.`}</p>
      <RateChart
        title={t`Score rate by course`}
        rows={report.courses}
        category={course}
        rate={rate}
        {...viewOf({ search, onSearch })}
        headingLevel={3}
      />
      <ReportTable
        columns={columns}
        rows={report.courses}
        caption={t`Each course's score rate and correct rate`}
        rowKey={(c) => String(courseParam(c.courseId))}
        className="hb-tr__table"
      />
    </ReportSection>
  );
}

interface CourseStudent {
  no: number;
  name: string;
  score: number;
  rate: number | null;
}

/** One course: its figures and questions, and each student's score on it. */
export function OneCourse({ family, report, search }: PartProps) {
  const { t } = useLingui();
  const name = courseNames(report, t`No chapter`);
  const index = report.courses.findIndex((c) => courseParam(c.courseId) === search.courseId);
  const course = report.courses[index];
  if (!course)
    return (
      <section className="hb-report-section">
        <NoData />
      </section>
    );
  const questions = report.questions.filter((q) => course.questionIds.includes(q.questionId));
  const rows: CourseStudent[] = report.students
    .filter((s) => s.submitted)
    .map((s) => ({
      no: s.classNumber,
      name: s.name,
      score: s.courses[index]?.score ?? 0,
      rate: s.courses[index]?.scoreRate ?? null,
    }));
  const columns: ReportColumn<CourseStudent>[] = [
    { id: 'no', header: t`Class number`, type: 'number', value: (r) => r.no },
    { id: 'name', header: t`Name`, rowHeader: true, value: (r) => r.name },
    {
      id: 'score',
      header: t`Score`,
      type: 'number',
      value: (r) => r.score,
      cell: (r) => `${r.score} / ${course.fullScore}`,
    },
    rateColumn('rate', t`Score rate`, (r) => r.rate, { exportHeader: t`Score rate (%)` }),
  ];
  return (
    <ReportSection id="hb-tr-course" title={name(course.courseId)}>
      <ReportFigures
        items={[
          { label: t`Full score`, value: course.fullScore },
          {
            label: t`Score rate`,
            value: <BandBadge rate={course.scoreRate} />,
          },
          {
            label: t`Correct rate`,
            value: <BandBadge rate={course.correctRate} />,
          },
          {
            label: t`Questions`,
            value: questions.map((q, k) => (
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
            )),
          },
        ]}
      />
      <ReportHead
        headingLevel={3}
        title={<Trans>Students on this course</Trans>}
        exported={{ name: t`Course ${name(course.courseId)} ${report.homeworkName}`, columns, rows }}
      />
      <ReportTable
        columns={columns}
        rows={rows}
        caption={t`Each student's score on the course`}
        rowKey={(r) => `${r.no}-${r.name}`}
        className="hb-tr__table"
        empty={<NoData />}
      />
    </ReportSection>
  );
}
