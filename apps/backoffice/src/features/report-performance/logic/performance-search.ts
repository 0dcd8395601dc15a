import type { SubjectCode } from '@harbour/domain';
import type { PeriodScope, StudentReportSearch } from './performance-page-search';

// The search readers have a module of their own (performance-page-search.ts): they are in the entry chunk
// with the routes, and this module's helpers stay with the report pages.
export {
  PERIOD_SCOPES,
  type PeriodScope,
  parseReportCentreSearch,
  parseStudentReportSearch,
  type ReportCentreSearch,
  type StudentReportSearch,
} from './performance-page-search';

// The report centre's pages keep every filter in the URL: class, subject, term, unit, student, the period of
// a student report and each chart's view, so a report can be bookmarked and shared.

/** The student report's period as the call takes it; null when the URL does not name one. */
export function studentReportQueryOf(search: StudentReportSearch): {
  scope: PeriodScope;
  scheduleId?: number;
  termId?: number;
  schoolYear?: number;
  subjectCode?: SubjectCode;
} | null {
  const scope =
    search.scope ??
    (search.scheduleId ? 'unit' : search.termId ? 'term' : search.schoolYear ? 'year' : undefined);
  const subject = search.subject ? { subjectCode: search.subject } : {};
  if (scope === 'unit' && search.scheduleId) return { scope, scheduleId: search.scheduleId, ...subject };
  if (!search.subject) return null;
  if (scope === 'term' && search.termId) return { scope, termId: search.termId, ...subject };
  if (scope === 'year' && search.schoolYear) return { scope, schoolYear: search.schoolYear, ...subject };
  return null;
}
