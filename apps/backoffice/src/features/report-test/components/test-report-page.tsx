import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, PROCESS_TYPE_LABELS, SUBJECT_LABELS } from '../../../shared/labels';
import { ReportTitle } from '../../../shared/report/report-figures';
import { ChooseInReportCentre, ReportState } from '../../../shared/report/report-state';
import { testReportQueryOptions } from '../api/test-report-queries';
import { CORRECTION_LABELS, FAMILY_NAMES, PART_LABELS } from '../logic/labels';
import { NAV_PARTS, type TestFamily, type TestPart, type TestReportSearch } from '../logic/test-search';
import { AnswerTypes } from './test-answer-types';
import { Courses, OneCourse } from './test-courses';
import { Overview } from './test-overview';
import { type OnSearch, PartLink, type PartProps } from './test-parts';
import { OneQuestion, Questions } from './test-questions';
import { StudentPdf } from './test-student-pdf';
import { OneStudent, Students } from './test-students';
import './test-report.css';

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
      <ReportTitle
        kicker={
          <>
            {familyName} · {i18n._(PART_LABELS[part])}
          </>
        }
        title={report ? report.homeworkName : familyName}
        details={
          report ? (
            <>
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
            </>
          ) : null
        }
      />
      {eHomeworkId === undefined ? (
        <ChooseInReportCentre>
          <Trans>Choose a test in the report centre</Trans>
        </ChooseInReportCentre>
      ) : (
        <ReportState query={query}>
          {report ? (
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
          ) : null}
        </ReportState>
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
