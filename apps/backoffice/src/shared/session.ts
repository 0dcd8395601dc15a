import type { LoginResult, UserInfo } from '@harbour/api-client';
import { resetAtLogoutAtom, textbookTypesAtom, userInfoAtom } from './state/atoms';
import { clearStorageAtLogout, setSchoolToken } from './state/storage';
import { appStore } from './state/store';

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
