// The courses module: courses, chapters, papers, instructions and a homework's knowledge points.
export { coursesRoutes } from './routes';
