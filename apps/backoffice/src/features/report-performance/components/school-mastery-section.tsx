import type { SchoolYearReportQuery, YearSubjectMastery } from '@harbour/api-client';
import { gradeName, MASTERY_LEVELS } from '@harbour/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SUBJECT_LABELS } from '../../../shared/labels';
import { MASTERY_LABELS, NO_DATA_LABEL, percentText } from '../../../shared/report/bands';
import type { ReportView } from '../../../shared/report/chart-model';
import type { ReportColumn } from '../../../shared/report/report-columns';
import { ReportSection } from '../../../shared/report/report-section';
import { ReportState } from '../../../shared/report/report-state';
import { ReportTable } from '../../../shared/report/report-table';
import { schoolYearMasteryQueryOptions } from '../api/performance-queries';
import { MasterySection, useAspectColumns } from './mastery-section';

/** A row of the students across the mastery levels: a grade's subject, or the school's. */
interface LevelRow {
  key: string;
  /** The grade's name, or the whole school's. */
  place: string;
  subjectCode: YearSubjectMastery['subjectCode'];
  levelCounts: YearSubjectMastery['levelCounts'];
}

/**
 * The whole-school report's mastery (its own call, so the report's figures do not wait for it): the students
 * of each grade and subject across the mastery levels of their score rate over the year, and each subject's
 * score rate per learning aspect with the §9 weights and the weighted score — of the school, or of the grade
 * drilled into.
 */
export function SchoolMasterySection({
  query,
  gradeCode,
  view,
  onView,
}: {
  query: SchoolYearReportQuery;
  gradeCode: number | undefined;
  view: ReportView | undefined;
  onView: (view: ReportView) => void;
}) {
  const { t, i18n } = useLingui();
  const mastery = useQuery(schoolYearMasteryQueryOptions(query));
  const [aspect, weight] = useAspectColumns<YearSubjectMastery['aspects'][number]>();
  const data = mastery.data;
  const grades = data
    ? data.grades.filter((grade) => gradeCode === undefined || grade.gradeCode === gradeCode)
    : [];
  const levelRows: LevelRow[] = [
    ...(gradeCode === undefined
      ? (data?.totals ?? []).map((subject) => ({
          key: `school-${subject.subjectCode}`,
          place: t`Whole school`,
          subjectCode: subject.subjectCode,
          levelCounts: subject.levelCounts,
        }))
      : []),
    ...grades.flatMap((grade) =>
      grade.subjects.map((subject) => ({
        key: `${grade.gradeCode}-${subject.subjectCode}`,
        place: gradeName(grade.gradeCode),
        subjectCode: subject.subjectCode,
        levelCounts: subject.levelCounts,
      })),
    ),
  ];
  const total = (row: LevelRow) => Object.values(row.levelCounts).reduce((n, count) => n + count, 0);
  const levelColumns: ReportColumn<LevelRow>[] = [
    { id: 'place', header: t`Grade`, value: (row) => row.place },
    {
      id: 'subject',
      header: t`Subject`,
      rowHeader: true,
      value: (row) => i18n._(SUBJECT_LABELS[row.subjectCode]),
    },
    ...[...MASTERY_LEVELS, 'NO_DATA' as const].map(
      (level): ReportColumn<LevelRow> => ({
        id: level,
        header: i18n._(level === 'NO_DATA' ? NO_DATA_LABEL : MASTERY_LABELS[level]),
        type: 'number',
        className: 'hb-report-num',
        value: (row) => row.levelCounts[level],
        cell: (row) => {
          const share = percentText(total(row) > 0 ? (row.levelCounts[level] / total(row)) * 100 : null);
          return share ? `${row.levelCounts[level]} (${share})` : String(row.levelCounts[level]);
        },
      }),
    ),
  ];
  const subjects = gradeCode === undefined ? (data?.totals ?? []) : (grades[0]?.subjects ?? []);
  const place = gradeCode === undefined ? t`Whole school` : gradeName(gradeCode);
  return (
    <ReportState query={mastery}>
      {data ? (
        <>
          <ReportSection
            id="hb-school-mastery-levels"
            className="hb-card"
            title={<Trans>Students across the mastery levels</Trans>}
            exported={{
              name: t`Students across the mastery levels ${place}`,
              columns: levelColumns,
              rows: levelRows,
            }}
          >
            <p className="hb-report-note">
              <Trans>
                Each student by their score rate over the school year's marked work; no data: nothing of
                theirs marked yet.
              </Trans>
            </p>
            <ReportTable
              columns={levelColumns}
              rows={levelRows}
              caption={t`Students per mastery level in each subject`}
              rowKey={(row) => row.key}
            />
          </ReportSection>
          {subjects.map((subject) => {
            const subjectName = i18n._(SUBJECT_LABELS[subject.subjectCode]);
            const weighted = percentText(subject.weightedScore);
            return (
              <MasterySection
                key={subject.subjectCode}
                id={`hb-school-aspects-${subject.subjectCode}`}
                title={t`Learning aspects: ${subjectName}`}
                exportName={t`Learning aspects ${place} ${subjectName}`}
                rows={subject.aspects}
                category={aspect}
                columns={[weight]}
                chartTitle={t`Score rate by learning aspect: ${subjectName}`}
                caption={t`${subjectName}: learning aspects with their weights`}
                rowKey={(a) => a.aspect}
                view={view}
                onView={onView}
              >
                <p className="hb-report-note">
                  {weighted ? (
                    <Trans>Weighted score (§9 subject weights): {weighted}</Trans>
                  ) : subject.aspects.some((a) => a.weight !== null) ? (
                    <Trans>No weighted aspect has a marked question yet.</Trans>
                  ) : (
                    <Trans>This subject has no subject weights (§9): no weighted score is given.</Trans>
                  )}
                </p>
              </MasterySection>
            );
          })}
        </>
      ) : null}
    </ReportState>
  );
}
