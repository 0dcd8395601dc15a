import { SCHOOL_TOKEN_KEY } from '@harbour/api-client';
import {
  clearStorageAtLogout,
  hasSchoolToken,
  LOCAL_STORAGE_KEYS,
  SESSION_STORAGE_KEYS,
  storageFor,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storageFor', () => {
  it('keeps userInfo in local storage only', () => {
    storageFor('userInfo').setItem('userInfo', '1');
    expect(localStorage.getItem('userInfo')).toBe('1');
    expect(sessionStorage.getItem('userInfo')).toBeNull();
  });
  it('keeps homeWorkInfo in session storage only', () => {
    storageFor('homeWorkInfo').setItem('homeWorkInfo', '1');
    expect(sessionStorage.getItem('homeWorkInfo')).toBe('1');
    expect(localStorage.getItem('homeWorkInfo')).toBeNull();
  });
  it('writes history to both and reads the session first', () => {
    const history = storageFor('history');
    history.setItem('history', 'a');
    expect(localStorage.getItem('history')).toBe('a');
    expect(sessionStorage.getItem('history')).toBe('a');
    sessionStorage.setItem('history', 'tab');
    expect(history.getItem('history')).toBe('tab');
    sessionStorage.clear();
    expect(history.getItem('history')).toBe('a');
  });
  it('lists the keys exactly as spec §3 gives them', () => {
    expect([...LOCAL_STORAGE_KEYS].sort()).toEqual(
      [
        'commonFont',
        'distributionInfo',
        'gameStatus',
        'history',
        'locale',
        'reportDate',
        'textbookTypes',
        'userInfo',
        'workPaperInfo',
      ].sort(),
    );
    expect([...SESSION_STORAGE_KEYS].sort()).toEqual(
      [
        'distributionInfo',
        'errorQuesInfo',
        'ePracticeReportInfo',
        'history',
        'homeWorkInfo',
        'reportDate',
        'workPaperInfo',
      ].sort(),
    );
  });
});

it('logout clears local and session storage except locale and font', () => {
  localStorage.setItem(SCHOOL_TOKEN_KEY, 'tok');
  localStorage.setItem('userInfo', '{}');
  localStorage.setItem('locale', '"en"');
  localStorage.setItem('commonFont', '"large"');
  sessionStorage.setItem('homeWorkInfo', '{}');
  expect(hasSchoolToken()).toBe(true);
  clearStorageAtLogout();
  expect(hasSchoolToken()).toBe(false);
  expect(Object.keys(localStorage).sort()).toEqual(['commonFont', 'locale']);
  expect(sessionStorage.length).toBe(0);
});
