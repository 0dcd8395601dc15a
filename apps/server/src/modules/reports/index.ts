// The reports module (issue 19): the school's teaching calendar (terms, units, their papers and objectives).
export { reportsRoutes } from './routes';
