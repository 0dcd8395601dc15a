import { SCHOOL_TOKEN_KEY, SUPER_TOKEN_KEY } from '@harbour/api-client';
import {
  forgetStudentToken,
  keepStudentToken,
  SIMULATED_TOKEN_KEY,
  STUDENT_TOKEN_KEY,
  studentToken,
  studentTokenStorage,
  takeSuperTokenAtStart,
} from './session';

describe('the student app’s tokens', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads the one-time super token once, removes it, and keeps it in this tab only', () => {
    localStorage.setItem(SUPER_TOKEN_KEY, 'simulated');
    expect(takeSuperTokenAtStart()).toBe(true);
    expect(localStorage.getItem(SUPER_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(SIMULATED_TOKEN_KEY)).toBe('simulated');
    expect(takeSuperTokenAtStart()).toBe(false);
    expect(studentToken()).toBe('simulated');
  });

  it('never touches the teacher’s ael_school_token', () => {
    localStorage.setItem(SCHOOL_TOKEN_KEY, 'teacher');
    keepStudentToken('student');
    expect(localStorage.getItem(STUDENT_TOKEN_KEY)).toBe('student');
    expect(studentTokenStorage.getItem(SCHOOL_TOKEN_KEY)).toBe('student');
    studentTokenStorage.removeItem(SCHOOL_TOKEN_KEY);
    expect(localStorage.getItem(SCHOOL_TOKEN_KEY)).toBe('teacher');
    expect(localStorage.getItem(STUDENT_TOKEN_KEY)).toBeNull();
  });

  it('gives the api-client no super token: it was taken at start', () => {
    localStorage.setItem(SUPER_TOKEN_KEY, 'late');
    expect(studentTokenStorage.getItem(SUPER_TOKEN_KEY)).toBeNull();
  });

  it('prefers this tab’s simulation, and ending it brings back the student’s own session', () => {
    keepStudentToken('own');
    localStorage.setItem(SUPER_TOKEN_KEY, 'simulated');
    takeSuperTokenAtStart();
    expect(studentToken()).toBe('simulated');
    forgetStudentToken();
    expect(studentToken()).toBe('own');
    forgetStudentToken();
    expect(studentToken()).toBeNull();
  });

  it('a student signing in ends a simulation in this tab', () => {
    localStorage.setItem(SUPER_TOKEN_KEY, 'simulated');
    takeSuperTokenAtStart();
    keepStudentToken('own');
    expect(studentToken()).toBe('own');
    expect(sessionStorage.getItem(SIMULATED_TOKEN_KEY)).toBeNull();
  });
});
