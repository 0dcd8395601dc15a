// The auth module: sign-in calls, and what other code may use of it (token hashing, grade names).
export { hashPassword, hashToken } from './credentials';
export { type AuthRoutesOptions, authRoutes } from './routes';
export { GRADE_NAMES, gradeName } from './service';
