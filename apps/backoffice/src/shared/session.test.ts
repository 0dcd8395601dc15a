import { SCHOOL_TOKEN_KEY } from '@harbour/api-client';
import { ROLES } from '@harbour/domain';
import { dashboardOf, endSession, homePageOf, startSession, switchSessionRole } from './session';
import {
  commonFontAtom,
  historyAtom,
  homeWorkInfoAtom,
  localeAtom,
  textbookTypesAtom,
  userInfoAtom,
} from './state/atoms';
import { appStore } from './state/store';

const userInfo = {
  userId: 1,
  account: 'demo-teacher',
  name: '梁浩文',
  nameEn: 'Ivan Leung',
  gender: 'MALE' as const,
  schoolId: 1,
  schoolName: 'Harbour College',
  roles: ['TEACHER' as const, 'HEAD_TEACHER' as const],
  activeRole: 'TEACHER' as const,
  locale: 'hk' as const,
  subjectCode: 'ENGLISH' as const,
  subjectCodes: ['ENGLISH' as const],
  textbookTypes: ['A_PLUS' as const],
  gradeClasses: [],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('login keeps the token as plain text and the userInfo and textbook types as JSON', () => {
  startSession({ accessToken: 'tok', expiresAt: '2026-12-01T00:00:00Z', userInfo });
  expect(localStorage.getItem(SCHOOL_TOKEN_KEY)).toBe('tok');
  expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(userInfo);
  expect(appStore.get(textbookTypesAtom)).toEqual(['A_PLUS']);
});

it('a role switch keeps the token and replaces the userInfo', () => {
  startSession({ accessToken: 'tok', expiresAt: '2026-12-01T00:00:00Z', userInfo });
  switchSessionRole({ ...userInfo, activeRole: 'HEAD_TEACHER' });
  expect(localStorage.getItem(SCHOOL_TOKEN_KEY)).toBe('tok');
  expect(appStore.get(userInfoAtom)?.activeRole).toBe('HEAD_TEACHER');
});

it('logout resets the state and storage except locale and font', () => {
  startSession({ accessToken: 'tok', expiresAt: '2026-12-01T00:00:00Z', userInfo });
  appStore.set(localeAtom, 'en');
  appStore.set(commonFontAtom, 'large');
  appStore.set(homeWorkInfoAtom, { eHomeworkId: 5 });
  appStore.set(historyAtom, [
    { name: 'dashboard', fullPath: '/home/dashboard', path: '/home/dashboard', query: {} },
  ]);
  endSession();
  expect(appStore.get(userInfoAtom)).toBeNull();
  expect(appStore.get(homeWorkInfoAtom)).toBeNull();
  expect(appStore.get(historyAtom)).toEqual([]);
  expect(appStore.get(localeAtom)).toBe('en');
  expect(appStore.get(commonFontAtom)).toBe('large');
  expect(Object.keys(localStorage).sort()).toEqual(['commonFont', 'locale']);
  expect(sessionStorage.length).toBe(0);
});

describe('homePageOf', () => {
  it('lands the class teacher, the panel head and the school leaders on their dashboards, a teacher on the calendar', () => {
    expect(homePageOf('HEAD_TEACHER')).toBe('/home/dashboardHeadTeacher');
    expect(homePageOf('PANEL')).toBe('/home/dashboardGrade');
    expect(homePageOf('HEADMASTER')).toBe('/home/dashboardHead');
    expect(homePageOf('CURRICULUM_DIRECTOR')).toBe('/home/dashboardHead');
    expect(homePageOf('TEACHER')).toBe('/home/dashboard');
    expect(ROLES).toHaveLength(5);
  });
  it('gives each role the dashboard whose cards it arranges', () => {
    expect(dashboardOf('HEAD_TEACHER')).toBe('CLASS');
    expect(dashboardOf('PANEL')).toBe('SUBJECT');
    expect(dashboardOf('HEADMASTER')).toBe('SCHOOL');
    expect(dashboardOf('CURRICULUM_DIRECTOR')).toBe('SCHOOL');
    expect(dashboardOf('TEACHER')).toBe('CALENDAR');
    expect(dashboardOf(null)).toBe('CALENDAR');
  });
  it('lands a session without a role on the calendar dashboard', () => {
    expect(homePageOf(null)).toBe('/home/dashboard');
    expect(homePageOf(undefined)).toBe('/home/dashboard');
  });
});
