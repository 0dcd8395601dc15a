// The publish module: publishing from course material, batches of publishes, deletes and re-publishes.
export { publishRoutes } from './routes';
