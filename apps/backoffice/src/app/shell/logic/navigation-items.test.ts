import { type NavigationItem, navigationItems } from './navigation-items';

const items: NavigationItem[] = [
  { to: '/home/dashboard', label: 'dashboard', roles: ['HEADMASTER', 'TEACHER'] },
  { to: '/home/selfCenter', label: 'selfCenter', roles: ['TEACHER'] },
];

describe('navigationItems', () => {
  it('lists the entries of the active role, in order', () => {
    expect(navigationItems('TEACHER', items).map((i) => i.label)).toEqual(['dashboard', 'selfCenter']);
    expect(navigationItems('HEADMASTER', items).map((i) => i.label)).toEqual(['dashboard']);
  });
  it('lists nothing without a role', () => {
    expect(navigationItems(null, items)).toEqual([]);
  });
  it('gives every role the dashboard and the personal centre by default', () => {
    for (const role of ['HEADMASTER', 'CURRICULUM_DIRECTOR', 'PANEL', 'HEAD_TEACHER', 'TEACHER'] as const) {
      expect(navigationItems(role).map((i) => i.to)).toContain('/home/dashboard');
      expect(navigationItems(role).map((i) => i.to)).toContain('/home/selfCenter');
    }
  });
});

it('gives every role the course management, homework and distribution pages (publishing within its scope)', () => {
  for (const role of ['HEADMASTER', 'CURRICULUM_DIRECTOR', 'PANEL', 'HEAD_TEACHER', 'TEACHER'] as const) {
    expect(navigationItems(role).map((i) => i.to)).toEqual(
      expect.arrayContaining([
        '/home/courseMag',
        '/home/allGradeCourse',
        '/home/courseMag/batchPublic',
        '/home/distributionList',
      ]),
    );
  }
});

it('offers uploading task sheets and Homework marking to the roles that teach, not to the headmaster', () => {
  for (const role of ['CURRICULUM_DIRECTOR', 'PANEL', 'HEAD_TEACHER', 'TEACHER'] as const)
    expect(navigationItems(role).map((i) => i.to)).toEqual(
      expect.arrayContaining(['/home/courseMag/workPaperPub', '/home/practice']),
    );
  const headmaster = navigationItems('HEADMASTER').map((i) => i.to);
  expect(headmaster).not.toContain('/home/courseMag/workPaperPub');
  expect(headmaster).not.toContain('/home/practice');
});

it('gives every role the report centre and the mistakes centre (each reads within its scope)', () => {
  for (const role of ['HEADMASTER', 'CURRICULUM_DIRECTOR', 'PANEL', 'HEAD_TEACHER', 'TEACHER'] as const)
    expect(navigationItems(role).map((i) => i.to)).toEqual(
      expect.arrayContaining(['/home/reportCenter', '/home/errorCenter']),
    );
});

it('offers the class dashboard to the class teacher, right after the dashboard, and to no other role', () => {
  expect(
    navigationItems('HEAD_TEACHER')
      .map((i) => i.to)
      .slice(0, 2),
  ).toEqual(['/home/dashboard', '/home/dashboardHeadTeacher']);
  for (const role of ['HEADMASTER', 'CURRICULUM_DIRECTOR', 'PANEL', 'TEACHER'] as const)
    expect(navigationItems(role).map((i) => i.to)).not.toContain('/home/dashboardHeadTeacher');
});

it('offers the subject dashboard to the panel head, right after the dashboard, and to no other role', () => {
  expect(
    navigationItems('PANEL')
      .map((i) => i.to)
      .slice(0, 2),
  ).toEqual(['/home/dashboard', '/home/dashboardGrade']);
  for (const role of ['HEADMASTER', 'CURRICULUM_DIRECTOR', 'HEAD_TEACHER', 'TEACHER'] as const)
    expect(navigationItems(role).map((i) => i.to)).not.toContain('/home/dashboardGrade');
});

it('offers the school dashboard to the headmaster and the curriculum director, right after the dashboard, and to no other role', () => {
  for (const role of ['HEADMASTER', 'CURRICULUM_DIRECTOR'] as const)
    expect(
      navigationItems(role)
        .map((i) => i.to)
        .slice(0, 2),
    ).toEqual(['/home/dashboard', '/home/dashboardHead']);
  for (const role of ['PANEL', 'HEAD_TEACHER', 'TEACHER'] as const)
    expect(navigationItems(role).map((i) => i.to)).not.toContain('/home/dashboardHead');
});
