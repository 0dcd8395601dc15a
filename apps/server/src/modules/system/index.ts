// The system module: version and health.
export { SERVER_VERSION, systemRoutes } from './routes';
