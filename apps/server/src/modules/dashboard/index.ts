// The dashboard module: a user's arrangement of a dashboard's cards (/home/dashboard/dashboardSort).
export { dashboardRoutes } from './routes';
