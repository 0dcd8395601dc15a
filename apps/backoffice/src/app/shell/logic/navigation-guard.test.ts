import { DASHBOARD_PATH, LOGIN_PATH, navigationGuard, PUBLIC_PATHS } from './navigation-guard';

describe('navigationGuard', () => {
  it('sends a user holding a token from the login page to the dashboard', () => {
    expect(navigationGuard(LOGIN_PATH, true)).toBe(DASHBOARD_PATH);
    // A role with its own dashboard lands there.
    expect(navigationGuard(LOGIN_PATH, true, '/home/dashboardHeadTeacher')).toBe(
      '/home/dashboardHeadTeacher',
    );
  });

  it('lets a user without a token see the login page', () => {
    expect(navigationGuard(LOGIN_PATH, false)).toBeNull();
  });

  it.each([...PUBLIC_PATHS].filter((p) => p !== LOGIN_PATH))(
    'leaves public page %s open to everyone',
    (path) => {
      expect(navigationGuard(path, false)).toBeNull();
      expect(navigationGuard(path, true)).toBeNull();
    },
  );

  it.each(['/home', '/home/dashboard', '/home/selfCenter/', '/home/changePw', '/somewhere'])(
    'sends a user without a token from %s to /',
    (path) => {
      expect(navigationGuard(path, false)).toBe(LOGIN_PATH);
    },
  );

  it('lets a user with a token into /home pages', () => {
    expect(navigationGuard('/home/dashboard', true)).toBeNull();
    expect(navigationGuard('/home/selfCenter', true)).toBeNull();
  });

  it('treats paths case-sensitively, as the router does', () => {
    expect(navigationGuard('/termsOfUse', false)).toBe(LOGIN_PATH);
  });
});
