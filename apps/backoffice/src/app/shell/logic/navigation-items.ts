import type { Role } from '@harbour/api-client';
import { ROLES, TEACHING_ROLES } from '@harbour/domain';

/** An entry of the /home navigation. */
export interface NavigationItem {
  /** Route path. */
  to:
    | '/home/dashboard'
    | '/home/dashboardHeadTeacher'
    | '/home/dashboardGrade'
    | '/home/dashboardHead'
    | '/home/selfCenter'
    | '/home/changePw'
    | '/home/courseMag'
    | '/home/allGradeCourse'
    | '/home/courseMag/batchPublic'
    | '/home/distributionList'
    | '/home/courseMag/workPaperPub'
    | '/home/practice'
    | '/home/reportCenter'
    | '/home/reportCenter/teachingCalendar'
    | '/home/errorCenter';
  /** Key of the label the layout translates. */
  label:
    | 'dashboard'
    | 'dashboardHeadTeacher'
    | 'dashboardGrade'
    | 'dashboardHead'
    | 'selfCenter'
    | 'changePw'
    | 'courseMag'
    | 'allGradeCourse'
    | 'batchPublic'
    | 'distributionList'
    | 'workPaperPub'
    | 'practice'
    | 'reportCenter'
    | 'teachingCalendar'
    | 'errorCenter';
  /** Search params the entry opens with (the published-homework entry opens its page's list tab). */
  search?: { tab: 'list' };
  /** Roles that see the entry. */
  roles: readonly Role[];
}

const ALL_ROLES: readonly Role[] = ROLES;

/** Every entry of the navigation, in order; each feature adds its own as it lands. */
export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { to: '/home/dashboard', label: 'dashboard', roles: ALL_ROLES },
  // A class teacher's own class across every subject (spec §2 dashboardHeadTeacher).
  { to: '/home/dashboardHeadTeacher', label: 'dashboardHeadTeacher', roles: ['HEAD_TEACHER'] },
  // A panel head's subject across the grades, the classes side by side (spec §2 dashboardGrade).
  { to: '/home/dashboardGrade', label: 'dashboardGrade', roles: ['PANEL'] },
  // The school at a glance for the roles that reach every class in every subject (spec §2 dashboardHead).
  { to: '/home/dashboardHead', label: 'dashboardHead', roles: ['HEADMASTER', 'CURRICULUM_DIRECTOR'] },
  // Every role publishes within its scope (apps/server/PERMISSIONS.md).
  { to: '/home/courseMag', label: 'courseMag', roles: ALL_ROLES },
  { to: '/home/allGradeCourse', label: 'allGradeCourse', roles: ALL_ROLES },
  { to: '/home/courseMag/batchPublic', label: 'batchPublic', search: { tab: 'list' }, roles: ALL_ROLES },
  { to: '/home/distributionList', label: 'distributionList', roles: ALL_ROLES },
  // Uploading task sheets and marking are for the roles that teach: the menu offers a role only what it
  // can use, so a headmaster who teaches no class sees neither.
  { to: '/home/courseMag/workPaperPub', label: 'workPaperPub', roles: TEACHING_ROLES },
  { to: '/home/practice', label: 'practice', roles: TEACHING_ROLES },
  // Every role reads the reports and the mistakes centre of the classes and subjects it reaches.
  { to: '/home/reportCenter', label: 'reportCenter', roles: ALL_ROLES },
  // The curriculum director and panel heads set up terms and units there (apps/server/PERMISSIONS.md);
  // the other roles read their classes' units, proposed ones marked.
  { to: '/home/reportCenter/teachingCalendar', label: 'teachingCalendar', roles: ALL_ROLES },
  { to: '/home/errorCenter', label: 'errorCenter', roles: ALL_ROLES },
  { to: '/home/selfCenter', label: 'selfCenter', roles: ALL_ROLES },
  { to: '/home/changePw', label: 'changePw', roles: ALL_ROLES },
];

/** The entries the active role sees. */
export function navigationItems(role: Role | null | undefined, items = NAVIGATION_ITEMS): NavigationItem[] {
  if (!role) return [];
  return items.filter((item) => item.roles.includes(role));
}
