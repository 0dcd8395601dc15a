import type { TestReport } from '@harbour/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { BandBadge } from '../../../shared/report/band-badge';
import { RateChart } from '../../../shared/report/rate-chart';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportFigures } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { NoData } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { courseNames, PartLink, type PartProps, viewOf } from './test-parts';

type Student = TestReport['students'][number];
type StudentCourse = Student['courses'][number];

/** Every student's score, rank and score rate, overall and per course, with a link to their test PDF. */
export function Students({ family, report, search }: PartProps) {
  const { t } = useLingui();
  const name = courseNames(report, t`No chapter`);
  const columns: ReportColumn<Student>[] = [
    { id: 'className', header: t`Class`, in: 'export', value: (s) => s.className },
    { id: 'no', header: t`Class number`, type: 'number', value: (s) => s.classNumber },
    {
      id: 'name',
      header: t`Name`,
      rowHeader: true,
      value: (s) => s.name,
      cell: (s) => (
        <PartLink family={family} part="student" search={search} extra={{ studentId: s.studentId }}>
          {s.name}
        </PartLink>
      ),
    },
    { id: 'submitted', header: t`Handed in`, in: 'export', value: (s) => (s.submitted ? t`Yes` : t`No`) },
    {
      id: 'score',
      header: t`Score`,
      type: 'number',
      value: (s) => (s.submitted ? s.score : null),
      cell: (s) => (s.submitted ? `${s.score} / ${report.fullScore}` : t`Not handed in`),
    },
    rateColumn('rate', t`Score rate`, (s) => s.scoreRate, { exportHeader: t`Score rate (%)` }),
    { id: 'rank', header: t`Rank`, type: 'number', value: (s) => s.rank },
    ...report.courses.map((c, k) =>
      rateColumn<Student>(`course${k}`, name(c.courseId), (s) => s.courses[k]?.scoreRate, {
        exportHeader: t`${name(c.courseId)} (%)`,
      }),
    ),
    {
      id: 'pdf',
      header: t`Test PDF`,
      in: 'table',
      cell: (s) =>
        s.submitted ? (
          <PartLink family={family} part="pdf" search={search} extra={{ studentId: s.studentId }}>
            {t`PDF of ${s.name}`}
          </PartLink>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <ReportSection
      id="hb-tr-students"
      title={<Trans>Students</Trans>}
      exported={{ name: t`Students ${report.homeworkName}`, columns, rows: report.students }}
    >
      <ReportTable
        columns={columns}
        rows={report.students}
        caption={t`Each student's score, rank, score rate and score rate per course`}
        rowKey={(s) => String(s.studentId)}
        className="hb-tr__table"
        empty={<NoData />}
      />
    </ReportSection>
  );
}

/** One student: their score, rate and rank beside the class's, and their score rate by course. */
export function OneStudent({ family, report, search, onSearch }: PartProps) {
  const { t } = useLingui();
  const name = courseNames(report, t`No chapter`);
  const student = report.students.find((s) => s.studentId === search.studentId);
  if (!student)
    return (
      <section className="hb-report-section">
        <NoData />
      </section>
    );
  const course: ReportColumn<StudentCourse> = {
    id: 'course',
    header: t`Course`,
    value: (c) => name(c.courseId),
  };
  return (
    <ReportSection id="hb-tr-student" title={`${student.className} ${student.classNumber}. ${student.name}`}>
      <ReportFigures
        items={[
          {
            label: t`Score`,
            value: student.submitted ? `${student.score} / ${report.fullScore}` : t`Not handed in`,
          },
          {
            label: t`Score rate`,
            value: <BandBadge rate={student.scoreRate} />,
          },
          {
            label: t`Rank`,
            value: student.rank === null ? '—' : t`${student.rank} of ${report.submittedCount}`,
          },
          {
            label: t`Class average`,
            value: <BandBadge rate={report.averageScoreRate} />,
          },
        ]}
      />
      {student.submitted ? (
        <p>
          <PartLink family={family} part="pdf" search={search} extra={{ studentId: student.studentId }}>
            {t`Test PDF of ${student.name}`}
          </PartLink>
        </p>
      ) : null}
      <RateChart
        title={t`Score rate by course`}
        rows={student.courses}
        category={course}
        rate={rateColumn<StudentCourse>('rate', t`Score rate`, (c) => c.scoreRate)}
        {...viewOf({ search, onSearch })}
        headingLevel={3}
      />
    </ReportSection>
  );
}
