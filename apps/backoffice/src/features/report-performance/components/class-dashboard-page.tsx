import {
  type ClassHomework,
  classHomeworksQueryOptions,
  NEAR_HOMEWORK_DEFAULT_DAYS,
  type StudentsPerformance,
} from '@harbour/api-client';
import { SUBJECT_CODES, type SubjectCode } from '@harbour/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ArrangeCardsLink, DashboardCards } from '../../../shared/components/dashboard-cards';
import { PageHead } from '../../../shared/components/page-head';
import { formatDateTime, SUBJECT_LABELS } from '../../../shared/labels';
import { BandBadge } from '../../../shared/report/band-badge';
import { rateColumn } from '../../../shared/report/rate-column';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportFigures } from '../../../shared/report/report-figures';
import { ReportSection } from '../../../shared/report/report-section';
import { allAnswered, ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { studentsPerformanceQueryOptions } from '../api/performance-queries';
import {
  type ClassStudentRow,
  classAcrossSubjects,
  needingAttention,
  notHandedIn,
} from '../logic/class-dashboard';
import { classNumberColumn } from '../logic/class-number-column';
import type { ClassDashboardSearch } from '../logic/performance-page-search';
import { ReportFilters, type SearchPageProps, useReportContext } from './report-context';
import { studentReportColumn } from './student-report-column';
import './performance.css';

/**
 * A class teacher's dashboard (spec §2 dashboardHeadTeacher): their class across every subject this term —
 * what is due in the next days, who has homework not handed in, who is in an attention band (§9).
 */
export function ClassDashboardPage({ search, onSearch }: SearchPageProps<ClassDashboardSearch>) {
  const context = useReportContext(search);
  const { classId, termId, className } = context;
  const ready = classId !== undefined && termId !== undefined;
  const due = useQuery({
    ...classHomeworksQueryOptions({
      classId: classId ?? 0,
      near: 'ENDING',
      days: NEAR_HOMEWORK_DEFAULT_DAYS,
    }),
    enabled: classId !== undefined,
  });
  // One report per subject, asked for together: a class teacher reaches every subject of their class.
  const subjects = useQueries({
    queries: SUBJECT_CODES.map((subjectCode) => ({
      ...studentsPerformanceQueryOptions({ classId: classId ?? 0, termId: termId ?? 0, subjectCode }),
      enabled: ready,
    })),
  });
  const reports = allAnswered(subjects, ready);
  const state = allAnswered<unknown>([due, reports], ready);
  return (
    <div className="hb-perf">
      <PageHead
        intro={<ArrangeCardsLink dashboard="CLASS" />}
        title={
          <>
            <Trans>Class dashboard</Trans> {className}
          </>
        }
      >
        <ReportFilters search={search} context={context} onSearch={onSearch} subject={false} />
      </PageHead>
      {classId === undefined && !context.termsLoading ? (
        <p className="hb-card">
          <Trans>No class is in the scope of your role.</Trans>
        </p>
      ) : (
        <ReportState query={state}>
          {due.data && reports.data ? (
            <ClassFigures
              due={due.data}
              reports={reports.data}
              className={className}
              keep={{ classId, termId }}
            />
          ) : null}
        </ReportState>
      )}
    </div>
  );
}

/** The class and term a link keeps. */
type Keep = { classId?: number | undefined; termId?: number | undefined };

function ClassFigures({
  due,
  reports,
  className,
  keep,
}: {
  due: readonly ClassHomework[];
  reports: readonly StudentsPerformance[];
  className: string;
  keep: Keep;
}) {
  const { t, i18n } = useLingui();
  const rows = classAcrossSubjects(reports);
  const missing = notHandedIn(rows);
  const attention = needingAttention(rows);
  const subjects = reports.map((report) => report.subjectCode);
  return (
    <DashboardCards
      dashboard="CLASS"
      cards={{
        figures: (
          <section className="hb-card hb-report-section" aria-label={t`This term`}>
            <ReportFigures
              items={[
                { label: t`Homework due in the next ${NEAR_HOMEWORK_DEFAULT_DAYS} days`, value: due.length },
                { label: t`Students with homework not handed in`, value: missing.length },
                { label: t`Students needing attention`, value: attention.length },
                ...reports.map((report) => {
                  const subject = i18n._(SUBJECT_LABELS[report.subjectCode]);
                  return {
                    label: t`Class average (${subject})`,
                    value: <BandBadge rate={report.averageScoreRate} />,
                  };
                }),
              ]}
            />
          </section>
        ),
        due: <DueSection due={due} className={className} />,
        missing: <MissingSection rows={missing} subjects={subjects} className={className} keep={keep} />,
        attention: (
          <AttentionSection rows={attention} subjects={subjects} className={className} keep={keep} />
        ),
      }}
    />
  );
}

/** The class's homework due in the next days, soonest first, each opening its preview. */
function DueSection({ due, className }: { due: readonly ClassHomework[]; className: string }) {
  const { t, i18n } = useLingui();
  const columns: ReportColumn<ClassHomework>[] = [
    {
      id: 'name',
      header: t`Homework`,
      rowHeader: true,
      value: (h) => h.homeworkName,
      // Who of the class handed it in, and who did not.
      cell: (h) => (
        <Link to="/home/practice/practiceDetail" search={{ eHomeworkId: h.eHomeworkId }}>
          {h.homeworkName}
        </Link>
      ),
    },
    { id: 'subject', header: t`Subject`, value: (h) => i18n._(SUBJECT_LABELS[h.subjectCode]) },
    { id: 'to', header: t`Given to`, value: (h) => h.distributeObject },
    { id: 'end', header: t`Due`, value: (h) => formatDateTime(h.endTime) },
  ];
  return (
    <ReportSection
      id="hb-class-due"
      className="hb-card"
      title={<Trans>Due in the next {NEAR_HOMEWORK_DEFAULT_DAYS} days</Trans>}
      exported={{ name: t`Homework due ${className}`, columns, rows: due }}
    >
      <ReportTable
        columns={columns}
        rows={due}
        caption={t`Homework due soon`}
        hideCaption
        rowKey={(h) => String(h.eHomeworkId)}
        empty={
          <p className="hb-report-note">
            <Trans>No homework of the class is due in the next days.</Trans>
          </p>
        }
      />
    </ReportSection>
  );
}

/** A table of students of the class, with its heading, export and what it says when it lists nobody. */
function StudentsSection({
  id,
  title,
  caption,
  columns,
  rows,
  exportName,
  empty,
}: {
  id: string;
  title: ReactNode;
  caption: string;
  columns: ReportColumn<ClassStudentRow>[];
  rows: readonly ClassStudentRow[];
  exportName: string;
  empty: ReactNode;
}) {
  return (
    <ReportSection id={id} className="hb-card" title={title} exported={{ name: exportName, columns, rows }}>
      <ReportTable
        columns={columns}
        rows={rows}
        caption={caption}
        hideCaption
        rowKey={(s) => String(s.studentId)}
        empty={<p className="hb-report-note">{empty}</p>}
      />
    </ReportSection>
  );
}

/** The students with homework due and not handed in, most first, by subject. */
function MissingSection({
  rows,
  subjects,
  className,
  keep,
}: {
  rows: readonly ClassStudentRow[];
  subjects: readonly SubjectCode[];
  className: string;
  keep: Keep;
}) {
  const { t, i18n } = useLingui();
  return (
    <StudentsSection
      id="hb-class-missing"
      title={<Trans>Homework not handed in</Trans>}
      caption={t`Homework not handed in, by student and subject`}
      exportName={t`Homework not handed in ${className}`}
      rows={rows}
      columns={[
        classNumberColumn(i18n),
        studentReportColumn(t`Student`, keep),
        ...subjects.map(
          (subject): ReportColumn<ClassStudentRow> => ({
            id: `missing-${subject}`,
            header: i18n._(SUBJECT_LABELS[subject]),
            type: 'number',
            className: 'hb-report-num',
            value: (s) => s.subjects[subject]?.missing ?? 0,
          }),
        ),
        {
          id: 'missing',
          header: t`Not handed in`,
          type: 'number',
          className: 'hb-report-num',
          value: (s) => s.missing,
        },
      ]}
      empty={<Trans>Every student has handed in all the homework due this term.</Trans>}
    />
  );
}

/** The students under 60% in at least one subject, with each subject's score rate. */
function AttentionSection({
  rows,
  subjects,
  className,
  keep,
}: {
  rows: readonly ClassStudentRow[];
  subjects: readonly SubjectCode[];
  className: string;
  keep: Keep;
}) {
  const { t, i18n } = useLingui();
  return (
    <StudentsSection
      id="hb-class-attention"
      title={<Trans>Students needing attention</Trans>}
      caption={t`Score rate by subject of the students needing attention`}
      exportName={t`Students needing attention ${className}`}
      rows={rows}
      columns={[
        classNumberColumn(i18n),
        studentReportColumn(t`Student`, keep),
        ...subjects.map((subject) =>
          rateColumn<ClassStudentRow>(
            `rate-${subject}`,
            i18n._(SUBJECT_LABELS[subject]),
            (s) => s.subjects[subject]?.scoreRate,
          ),
        ),
      ]}
      empty={<Trans>No student is under 60% in any subject.</Trans>}
    />
  );
}
