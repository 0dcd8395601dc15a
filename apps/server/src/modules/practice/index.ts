// The practice module: the homework list, detail, students and redo requests.
export { practiceRoutes } from './routes';
