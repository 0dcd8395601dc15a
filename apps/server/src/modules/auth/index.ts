// The auth module: sign-in calls, and what other code may use of it (password hashing).
export { hashPassword } from './credentials';
export { type AuthRoutesOptions, authRoutes } from './routes';
