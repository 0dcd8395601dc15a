// The schedule module: a class's calendar month and its homework of a day range.
export { scheduleRoutes } from './routes';
