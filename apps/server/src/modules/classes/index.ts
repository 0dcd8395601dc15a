// A class module: class selects and the near-homework lists of a class.
export { classesRoutes } from './routes';
