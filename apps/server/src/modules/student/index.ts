// The student module: the student app's homework calls (list, detail, start, submit).

export { studentRoutes } from './routes';
export { STUDENT_LIST_WEEKS } from './service';
