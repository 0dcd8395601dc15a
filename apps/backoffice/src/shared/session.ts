import type { LoginResult, Role, UserInfo } from '@harbour/api-client';
import type { Dashboard } from '@harbour/domain';
import { resetAtLogoutAtom, textbookTypesAtom, userInfoAtom } from './state/atoms';
import { clearStorageAtLogout, setSchoolToken } from './state/storage';
import { appStore } from './state/store';

/** Each dashboard's page (spec §2: the teacher's calendar and the role dashboards). */
export const DASHBOARD_PAGES = {
  CALENDAR: '/home/dashboard',
  CLASS: '/home/dashboardHeadTeacher',
  SUBJECT: '/home/dashboardGrade',
  SCHOOL: '/home/dashboardHead',
} as const satisfies Record<Dashboard, string>;

/** Each role's own dashboard, where sign-in and a role switch land; any other role's is the calendar. */
const ROLE_DASHBOARDS = {
  HEAD_TEACHER: 'CLASS',
  PANEL: 'SUBJECT',
  HEADMASTER: 'SCHOOL',
  CURRICULUM_DIRECTOR: 'SCHOOL',
} as const satisfies Partial<Record<Role, Dashboard>>;

/** The dashboard of a role. */
export function dashboardOf(role: Role | null | undefined): Dashboard {
  return (
    (role && role in ROLE_DASHBOARDS ? ROLE_DASHBOARDS[role as keyof typeof ROLE_DASHBOARDS] : null) ??
    'CALENDAR'
  );
}

/** The page a role lands on: its own dashboard's. */
export function homePageOf(role: Role | null | undefined): (typeof DASHBOARD_PAGES)[Dashboard] {
  return DASHBOARD_PAGES[dashboardOf(role)];
}

/** The page the signed-in user's active role lands on. */
export function sessionHomePage(): ReturnType<typeof homePageOf> {
  return homePageOf(appStore.get(userInfoAtom)?.activeRole);
}

/** Keeps what login and role switch return: the token (ael_school_token) and the userInfo. */
export function startSession(result: LoginResult): void {
  setSchoolToken(result.accessToken);
  appStore.set(userInfoAtom, result.userInfo);
  appStore.set(textbookTypesAtom, result.userInfo.textbookTypes);
}

/** Role switch: the same token, the userInfo of the new role. */
export function switchSessionRole(userInfo: UserInfo): void {
  appStore.set(userInfoAtom, userInfo);
  appStore.set(textbookTypesAtom, userInfo.textbookTypes);
}

/** Logout (spec §3): clears everything except locale and font, in storage and in the atoms. */
export function endSession(): void {
  clearStorageAtLogout();
  appStore.set(resetAtLogoutAtom);
}
