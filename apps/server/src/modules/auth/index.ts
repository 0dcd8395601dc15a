// The auth module: sign-in calls, and what other code may use of it (token hashing).
export { hashPassword, hashToken } from './credentials';
export { type AuthRoutesOptions, authRoutes } from './routes';
