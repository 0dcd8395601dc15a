// The distribution module: task sheets, uploaded and distributed as homework.
export { distributionRoutes } from './routes';
