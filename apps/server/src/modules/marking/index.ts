// The marking module: the scoring screen's calls — correctdetail, answers/next, correct, score
// history, publishing results and withdrawing an exam; the teacher's comment bank.
export { markingRoutes } from './routes';
