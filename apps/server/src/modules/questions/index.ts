// The questions module: bank and answer calls, and the answer store the seed and the benchmark drive.
export { DEFAULT_GROUP_COMMIT, type GroupCommitOptions } from './group-commit';
export { questionsRoutes } from './routes';
export { autoScore, groupCommitOf } from './store';
