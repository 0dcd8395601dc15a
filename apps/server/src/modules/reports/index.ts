// The reports module, one folder per family of reports: calendar/ (the school's teaching calendar: terms, units,
// their papers and objectives), homework/ (the report of one homework in each processType view), performance/
// (unit and student reports), test/ (test reports and the student's test PDF); shared/ holds the reads they
// share. routes.ts registers the calendar and homework report routes.

export { reportPerformanceRoutes } from './performance/routes';
export { reportsRoutes } from './routes';
export { reportTestRoutes } from './test/routes';
