import { SCHOOL_TOKEN_KEY, SUPER_TOKEN_KEY } from '@harbour/api-client';
import { createJSONStorage } from 'jotai/utils';

/**
 * Storage keys of the client-held state (spec §3). Each key names the state it holds; where it is
 * kept is given by the lists below, exactly as the spec gives it.
 */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  locale: 'locale',
  commonFont: 'commonFont',
  gameStatus: 'gameStatus',
  textbookTypes: 'textbookTypes',
  reportDate: 'reportDate',
  workPaperInfo: 'workPaperInfo',
  distributionInfo: 'distributionInfo',
  history: 'history',
  homeWorkInfo: 'homeWorkInfo',
  ePracticeReportInfo: 'ePracticeReportInfo',
  errorQuesInfo: 'errorQuesInfo',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Kept in local storage (spec §3). */
export const LOCAL_STORAGE_KEYS: readonly StorageKey[] = [
  'userInfo',
  'locale',
  'commonFont',
  'gameStatus',
  'textbookTypes',
  'reportDate',
  'workPaperInfo',
  'distributionInfo',
  'history',
];
/** Kept in session storage (spec §3). */
export const SESSION_STORAGE_KEYS: readonly StorageKey[] = [
  'history',
  'homeWorkInfo',
  'ePracticeReportInfo',
  'errorQuesInfo',
  'reportDate',
  'workPaperInfo',
  'distributionInfo',
];
/** What logout keeps (spec §3: everything else is cleared). */
export const KEPT_AT_LOGOUT: readonly string[] = [STORAGE_KEYS.locale, STORAGE_KEYS.commonFont];

type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The Web Storage area(s) a key lives in. A key the spec puts in both is written to both and read
 * from the session first (this tab's latest value), then from local storage (a new tab).
 */
export function storageFor(key: StorageKey): StringStorage {
  const inLocal = LOCAL_STORAGE_KEYS.includes(key);
  const inSession = SESSION_STORAGE_KEYS.includes(key);
  return {
    getItem: (k) =>
      (inSession ? sessionStorage.getItem(k) : null) ?? (inLocal ? localStorage.getItem(k) : null),
    setItem: (k, value) => {
      if (inSession) sessionStorage.setItem(k, value);
      if (inLocal) localStorage.setItem(k, value);
    },
    removeItem: (k) => {
      if (inSession) sessionStorage.removeItem(k);
      if (inLocal) localStorage.removeItem(k);
    },
  };
}

/** JSON storage for atomWithStorage, in the area(s) of `key`. */
export function jsonStorageFor<T>(key: StorageKey) {
  return createJSONStorage<T>(() => storageFor(key));
}

/** The school token, kept as plain text under ael_school_token (spec §3). */
export function getSchoolToken(): string | null {
  return localStorage.getItem(SCHOOL_TOKEN_KEY);
}
export function setSchoolToken(token: string): void {
  localStorage.setItem(SCHOOL_TOKEN_KEY, token);
}
export function hasSchoolToken(): boolean {
  return Boolean(getSchoolToken());
}

/** Logout (spec §3): clears local and session storage except locale and font. */
export function clearStorageAtLogout(): void {
  for (const key of Object.keys(localStorage)) {
    if (!KEPT_AT_LOGOUT.includes(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
}

export { SCHOOL_TOKEN_KEY, SUPER_TOKEN_KEY };
