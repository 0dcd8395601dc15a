import type { StudentsPerformance } from '@harbour/api-client';
import { wholePercent } from '@harbour/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { MASTERY_LABELS } from '../../../shared/report/bands';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportTable } from '../../../shared/report/report-table';
import { classNumberColumn } from '../logic/class-number-column';
import { ATTENTION_LABELS } from '../logic/labels';
import type { ReportCentreSearch } from '../logic/performance-search';
import {
  type ClassFact,
  classSummary,
  type StudentFact,
  studentSummary,
  TREND_STEADY_POINTS,
} from '../logic/written-summary';
import { ClassTermFrame, type ClassTermKeep } from './class-term-frame';
import type { SearchPageProps } from './report-context';
import { studentReportColumn } from './student-report-column';
import './performance.css';

type Student = StudentsPerformance['students'][number];

/**
 * The AI report (spec §2 aiReport; the student manner reports): a class's term written out in sentences, and
 * one per student, made from the report's own figures by the rules of logic/written-summary.ts (no outside
 * service), each sentence with the figures it used.
 */
export function WrittenSummaryPage({ search, onSearch }: SearchPageProps<ReportCentreSearch>) {
  const sentence = useFactSentences();
  return (
    <ClassTermFrame search={search} onSearch={onSearch} title={<Trans>Written summary</Trans>}>
      {({ term, students, className, keep }) => (
        <>
          <ReportSection id="hb-summary-class" className="hb-card" title={<Trans>The class this term</Trans>}>
            <p className="hb-report-note">
              <Trans>
                Written from this term's figures by fixed rules: the class average and its band, the first and
                the last unit with an average (a change under {TREND_STEADY_POINTS} points is steady), the
                strongest and the weakest unit, the weakest objective, and the students in an attention band
                or needing catch-up.
              </Trans>
            </p>
            <ul className="hb-summary">
              {classSummary(term, students).map((fact) => (
                <li key={fact.rule}>{sentence.ofClass(fact)}</li>
              ))}
            </ul>
          </ReportSection>
          <StudentSummaries
            report={students}
            classAverage={term.averageScoreRate}
            className={className}
            keep={keep}
          />
        </>
      )}
    </ClassTermFrame>
  );
}

/** One row per student: their summary as sentences (exported as one text). */
function StudentSummaries({
  report,
  classAverage,
  className,
  keep,
}: {
  report: StudentsPerformance;
  classAverage: number | null;
  className: string | undefined;
  keep: ClassTermKeep;
}) {
  const { t, i18n } = useLingui();
  const sentence = useFactSentences();
  const textOf = (student: Student) =>
    studentSummary(student, classAverage)
      .map((fact) => sentence.ofStudent(fact))
      .join(' ');
  const columns: ReportColumn<Student>[] = [
    classNumberColumn(i18n),
    studentReportColumn(t`Student`, keep),
    { id: 'summary', header: t`Summary`, value: textOf },
  ];
  return (
    <ReportSection
      id="hb-summary-students"
      className="hb-card"
      title={<Trans>Each student this term</Trans>}
      exported={{ name: t`Written summary ${className}`, columns, rows: report.students }}
    >
      <ReportTable
        columns={columns}
        rows={report.students}
        caption={t`A written summary of each student this term`}
        hideCaption
        rowKey={(s) => String(s.studentId)}
      />
    </ReportSection>
  );
}

/** The words of each fact, with its figures, in the user's language. */
function useFactSentences() {
  const { t, i18n } = useLingui();
  const pc = (rate: number) => `${wholePercent(rate)}%`;
  const ofClass = (fact: ClassFact): string => {
    switch (fact.rule) {
      case 'nothingMarked':
        return t`Nothing handed in this term has been marked yet, so there is nothing to summarise.`;
      case 'average': {
        const rate = pc(fact.rate);
        const level = fact.level ? i18n._(MASTERY_LABELS[fact.level]) : '';
        return fact.band
          ? t`The class average this term is ${rate} (${level}): the class is in an attention band.`
          : t`The class average this term is ${rate} (${level}).`;
      }
      case 'trend': {
        const { from, to } = fact;
        const first = `${from.name} ${pc(from.rate)}`;
        const last = `${to.name} ${pc(to.rate)}`;
        const points = Math.abs(fact.change);
        if (fact.direction === 'up') return t`It rose ${points} points from ${first} to ${last}.`;
        if (fact.direction === 'down') return t`It fell ${points} points from ${first} to ${last}.`;
        return t`It held steady from ${first} to ${last}.`;
      }
      case 'strongest': {
        const unit = `${fact.unit.name} (${pc(fact.unit.rate)})`;
        return t`The strongest unit was ${unit}.`;
      }
      case 'weakest': {
        const unit = `${fact.unit.name} (${pc(fact.unit.rate)})`;
        return t`The weakest unit was ${unit}.`;
      }
      case 'weakestObjective': {
        const { knowledgePoint, unitName } = fact;
        const rate = pc(fact.rate);
        return t`The weakest objective was ${knowledgePoint} in ${unitName}, at ${rate}.`;
      }
      case 'attention': {
        const { count, total } = fact;
        return count === 0
          ? t`No student is in an attention band.`
          : t`${count} of ${total} students are in an attention band (under 60%).`;
      }
      case 'catchUp': {
        const { count } = fact;
        return count === 0 ? t`No student needs catch-up.` : t`${count} students need catch-up.`;
      }
    }
  };
  const ofStudent = (fact: StudentFact): string => {
    switch (fact.rule) {
      case 'nothingHandedIn': {
        const { due } = fact;
        return t`Nothing marked yet of ${due} homework due.`;
      }
      case 'rate': {
        const rate = pc(fact.rate);
        const points = Math.abs(fact.change ?? 0);
        if (fact.change === null || fact.change === 0) return t`Score rate ${rate}.`;
        // One point is singular in English (each language words its own count).
        if (points === 1)
          return fact.change > 0
            ? t`Score rate ${rate}, 1 point above the class average.`
            : t`Score rate ${rate}, 1 point below the class average.`;
        return fact.change > 0
          ? t`Score rate ${rate}, ${points} points above the class average.`
          : t`Score rate ${rate}, ${points} points below the class average.`;
      }
      case 'completion': {
        const { submitted, due } = fact;
        return t`Handed in ${submitted} of ${due}.`;
      }
      case 'band':
        return `${i18n._(ATTENTION_LABELS[fact.band])}.`;
      case 'catchUp': {
        const rate = fact.followUpRate === null ? '—' : pc(fact.followUpRate);
        return t`Needs catch-up (follow-up ${rate}).`;
      }
    }
  };
  return { ofClass, ofStudent };
}
