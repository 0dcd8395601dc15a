import type { LanguageType, Locale, SubjectCode, TextbookType, UserInfo } from '@harbour/api-client';
import { type CommonFont, DEFAULT_COMMON_FONT as UI_DEFAULT_COMMON_FONT } from '@harbour/ui';
import { atom, type WritableAtom } from 'jotai';
import { atomWithReset, atomWithStorage, RESET } from 'jotai/utils';
import type { HistoryEntry } from './next-history';
import { jsonStorageFor, STORAGE_KEYS, type StorageKey } from './storage';

/** Font sizes of spec §3: large, medium, small. */
export const COMMON_FONTS: readonly CommonFont[] = ['large', 'medium', 'small'];

/** Default interface locale (spec §9). */
export const DEFAULT_LOCALE: Locale = 'hk';
/** Default font size (spec §9: SMALL). */
export const DEFAULT_COMMON_FONT: CommonFont = UI_DEFAULT_COMMON_FONT;
export type { CommonFont };

/** A JSON blob another feature keeps for a later page (homework, report, work paper, …). */
export type StoredInfo = Record<string, unknown>;

function stored<T>(key: StorageKey, initial: T) {
  return atomWithStorage<T>(key, initial, jsonStorageFor<T>(key), { getOnInit: true });
}

// ---- persisted (spec §3) -----------------------------------------------------------------------

/** The signed-in user (local storage). */
export const userInfoAtom = stored<UserInfo | null>(STORAGE_KEYS.userInfo, null);
/** Interface language (local storage; kept at logout). */
export const localeAtom = stored<Locale>(STORAGE_KEYS.locale, DEFAULT_LOCALE);
/** Font size (local storage; kept at logout). */
export const commonFontAtom = stored<CommonFont>(STORAGE_KEYS.commonFont, DEFAULT_COMMON_FONT);
/** Whether the game is open (local storage). */
export const gameStatusAtom = stored<boolean>(STORAGE_KEYS.gameStatus, false);
/** Course families of the user (local storage). */
export const textbookTypesAtom = stored<TextbookType[]>(STORAGE_KEYS.textbookTypes, []);
/** The report date filter (local and session storage). */
export const reportDateAtom = stored<string | null>(STORAGE_KEYS.reportDate, null);
/** Work paper being edited (local and session storage). */
export const workPaperInfoAtom = stored<StoredInfo | null>(STORAGE_KEYS.workPaperInfo, null);
/** Distribution being edited (local and session storage). */
export const distributionInfoAtom = stored<StoredInfo | null>(STORAGE_KEYS.distributionInfo, null);
/** Navigation history of spec §2 (local and session storage). */
export const historyAtom = stored<HistoryEntry[]>(STORAGE_KEYS.history, []);
/** Homework being viewed (session storage). */
export const homeWorkInfoAtom = stored<StoredInfo | null>(STORAGE_KEYS.homeWorkInfo, null);
/** ePractice report being viewed (session storage). */
export const ePracticeReportInfoAtom = stored<StoredInfo | null>(STORAGE_KEYS.ePracticeReportInfo, null);
/** Error-centre question being viewed (session storage). */
export const errorQuesInfoAtom = stored<StoredInfo | null>(STORAGE_KEYS.errorQuesInfo, null);

// ---- memory only (spec §3) ---------------------------------------------------------------------

/** Class chosen in course management. */
export const courseClassIdAtom = atomWithReset<number | null>(null);
/** Grade chosen in course management. */
export const courseGradeAtom = atomWithReset<number | null>(null);
/** Subject chosen in course management. */
export const courseSubjectCodeAtom = atomWithReset<SubjectCode | null>(null);
/** Date chosen in course management (YYYY-MM-DD). */
export const courseDateTimeAtom = atomWithReset<string | null>(null);

/** Full-screen image preview: the images and the one shown first; null when closed. */
export interface ImagePreviewState {
  /** Image URLs. */
  urls: string[];
  /** Index of the image shown. */
  index: number;
}
export const imagePreviewAtom = atomWithReset<ImagePreviewState | null>(null);

/** Try-a-question popup (spec §2): question id, serialNo and language; null when closed. */
export interface TryQuestionState {
  /** Question to try. */
  questionId: number;
  /** Number shown before the question. */
  serialNo: number;
  /** Language of the question. */
  language: LanguageType;
}
export const tryQuestionAtom = atomWithReset<TryQuestionState | null>(null);

/** The PC-browser prompt (spec §2): open, and what it says the feature is. */
export interface DesktopPromptState {
  /** Name of the feature that needs a PC browser; null for a general prompt. */
  feature: string | null;
}
export const desktopPromptAtom = atomWithReset<DesktopPromptState | null>(null);

/** Every atom logout resets (spec §3: everything except locale and font). */
const CLEARED_AT_LOGOUT: WritableAtom<unknown, [typeof RESET], void>[] = [
  userInfoAtom,
  gameStatusAtom,
  textbookTypesAtom,
  reportDateAtom,
  workPaperInfoAtom,
  distributionInfoAtom,
  historyAtom,
  homeWorkInfoAtom,
  ePracticeReportInfoAtom,
  errorQuesInfoAtom,
  courseClassIdAtom,
  courseGradeAtom,
  courseSubjectCodeAtom,
  courseDateTimeAtom,
  imagePreviewAtom,
  tryQuestionAtom,
  desktopPromptAtom,
] as WritableAtom<unknown, [typeof RESET], void>[];

/** Resets the cleared atoms in `set` (a jotai store's or a write function's). */
export const resetAtLogoutAtom = atom(null, (_get, set) => {
  for (const cleared of CLEARED_AT_LOGOUT) set(cleared, RESET);
});
