// The reports module (issue 19): the school's teaching calendar (terms, units, their papers and objectives),
// the report of one homework in each processType view (routes.ts), unit and student reports
// (performance-routes.ts) and test reports (test-routes.ts).

export { reportPerformanceRoutes } from './performance-routes';
export { reportsRoutes } from './routes';
export { reportTestRoutes } from './test-routes';
