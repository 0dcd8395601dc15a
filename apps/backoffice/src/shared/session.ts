import type { LoginResult, Role, UserInfo } from '@harbour/api-client';
import { resetAtLogoutAtom, textbookTypesAtom, userInfoAtom } from './state/atoms';
import { clearStorageAtLogout, setSchoolToken } from './state/storage';
import { appStore } from './state/store';

/** Each role's own dashboard, where sign-in and a role switch land (spec §2's role dashboards). */
const HOME_PAGES = {
  HEAD_TEACHER: '/home/dashboardHeadTeacher',
  PANEL: '/home/dashboardGrade',
  HEADMASTER: '/home/dashboardHead',
  CURRICULUM_DIRECTOR: '/home/dashboardHead',
} as const satisfies Partial<Record<Role, string>>;

/** The page a role lands on: its own dashboard, else the teacher's calendar dashboard. */
export function homePageOf(
  role: Role | null | undefined,
): '/home/dashboard' | (typeof HOME_PAGES)[keyof typeof HOME_PAGES] {
  return (
    (role && role in HOME_PAGES ? HOME_PAGES[role as keyof typeof HOME_PAGES] : null) ?? '/home/dashboard'
  );
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
