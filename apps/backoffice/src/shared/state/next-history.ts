/** One entry of the navigation history (spec §2): name, full path, path, query. */
export interface HistoryEntry {
  /** The route's name, e.g. 'dashboard'. */
  name: string;
  /** Path with the query string, e.g. '/home/dashboard?classId=3'. */
  fullPath: string;
  /** Path without the query string. */
  path: string;
  /** Parsed query (search) parameters. */
  query: Record<string, unknown>;
}

/** Names of the public routes (spec §2), never tracked. */
export const PUBLIC_ROUTE_NAMES = [
  'login',
  'blank',
  'protocol',
  'policy',
  'termsofUse',
  'collectInfo',
  'helpCenter',
  'guide',
] as const;

/** Names of the report routes (spec §2, "listed for history exclusion"), never tracked. */
export const REPORT_ROUTE_NAMES = [
  'reportCenter',
  'newReportCenter',
  'aiReport',
  'ePracticeReport',
  'ePracticeAllCourse',
  'ePracticeCourse',
  'toEPracticeReport',
  'ePracticeReportDetail',
  'ePracticeReportStudent',
  'ePracticeStudentDetail',
  'testReport',
  'testTotalReport',
  'testAllCourseReport',
  'testCourseReport',
  'testAllStudentReport',
  'testAllStudentListTypeDetail',
  'testQuestion',
  'questionDetail',
  'seeReportQuestion',
  'testReportStudent',
  'testStudentPdf',
  'eExerciseReport',
  'headMasterReport',
  'subjectReport',
  'categoryReport',
  'hkatHeadMasterReport',
  'hkatSubjectReport',
  'hkatCategoryReport',
  'compareSeZoneReport',
  // Ours: the class comparison over every family (compareSeZoneReport is the SE Zone's).
  'compareClassReport',
  'seZoneReport',
  'homeOverView',
  'newAplusReport',
  'aplusTestReport',
  'schoolReport',
] as const;

/** The exclusion set of the history rule: the public routes and all report routes. */
export const HISTORY_EXCLUDED_NAMES: ReadonlySet<string> = new Set([
  ...PUBLIC_ROUTE_NAMES,
  ...REPORT_ROUTE_NAMES,
]);

/**
 * The navigation history rule of spec §2. Excluded targets leave history as it is; an empty history
 * gets the target pushed. If the target (by name) is already in the history, the history is cut
 * after that entry: the entries that followed it are dropped and the entry takes the target's
 * current path and query (a breadcrumb going back). Otherwise the target is pushed unless it equals
 * the previous entry — a case the "already in it" branch has handled by then.
 */
export function nextHistory(
  history: readonly HistoryEntry[],
  target: HistoryEntry,
  excluded: ReadonlySet<string> = HISTORY_EXCLUDED_NAMES,
): HistoryEntry[] {
  if (excluded.has(target.name)) return [...history];
  const index = history.findIndex((entry) => entry.name === target.name);
  if (index >= 0) return [...history.slice(0, index), target];
  return [...history, target];
}

/** The name of the route at `path`: its last segment ('/home/dashboard' → 'dashboard'); / is 'login'. */
export function routeNameOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments.at(-1) ?? 'login';
}
