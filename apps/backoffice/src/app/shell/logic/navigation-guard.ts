/** Path of the login page. */
export const LOGIN_PATH = '/';
/** Where the login page sends a user who already holds a school token (spec §2: /dashboard under /home). */
export const DASHBOARD_PATH = '/home/dashboard';

/** Pages open without a token (spec §2): Login, Blank, Guide, Help, Protocol, Policy, TermsofUse, CollectInfo. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  LOGIN_PATH,
  '/blank',
  '/guide',
  '/helpCenter',
  '/protocol',
  '/policy',
  '/termsofUse',
  '/collectInfo',
]);

/** Drops a trailing slash so '/home/' and '/home' are the same page. */
function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The navigation guard of spec §2: the path to redirect to, or null to let the navigation through.
 * Login with a stored school token goes to the dashboard (`home`: the active role's own); any non-public page
 * without one goes to /.
 */
export function navigationGuard(
  path: string,
  hasToken: boolean,
  home: string = DASHBOARD_PATH,
): string | null {
  const target = normalise(path);
  if (target === LOGIN_PATH) return hasToken ? home : null;
  if (PUBLIC_PATHS.has(target)) return null;
  return hasToken ? null : LOGIN_PATH;
}
