// The distribution module: task sheets, uploaded and distributed as homework (the seed stores its own
// task sheet the way a distribution does).
export { insertHandInQuestion } from './queries';
export { distributionRoutes } from './routes';
export { taskSheetHandIn } from './service';
