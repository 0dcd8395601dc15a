import { SCHOOL_TOKEN_KEY, SUPER_TOKEN_KEY, type TokenStorage } from '@harbour/api-client';

/**
 * The student's own token, in local storage under a key of its own: the back-office keeps the teacher's
 * under ael_school_token on the same origin, and signing in as a student must never replace it.
 */
export const STUDENT_TOKEN_KEY = 'harbour_student_token';
/**
 * A simulated session's token (a teacher viewing as a student), in session storage: it lives in the tab the
 * back-office opened and nowhere else, so a real student's session in another tab is untouched.
 */
export const SIMULATED_TOKEN_KEY = 'harbour_student_simulated_token';

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/**
 * Back-office spec §7: the one-time super token is read once from local storage and removed. The back-office's
 * "view as student" writes a simulated session's token there and opens /student/; this tab keeps it in its
 * session storage. Returns whether a super token was found.
 */
export function takeSuperTokenAtStart(): boolean {
  return safe(() => {
    const token = localStorage.getItem(SUPER_TOKEN_KEY);
    if (!token) return false;
    localStorage.removeItem(SUPER_TOKEN_KEY);
    sessionStorage.setItem(SIMULATED_TOKEN_KEY, token);
    return true;
  }, false);
}

/** The token the calls carry: this tab's simulated session first, else the student's own. */
export function studentToken(): string | null {
  return safe(
    () => sessionStorage.getItem(SIMULATED_TOKEN_KEY) ?? localStorage.getItem(STUDENT_TOKEN_KEY),
    null,
  );
}

export function hasStudentToken(): boolean {
  return Boolean(studentToken());
}

/** A student signed in: their token is kept, and a simulation in this tab ends. */
export function keepStudentToken(token: string): void {
  safe(() => {
    sessionStorage.removeItem(SIMULATED_TOKEN_KEY);
    localStorage.setItem(STUDENT_TOKEN_KEY, token);
  }, undefined);
}

/** Log out: the session of this tab goes (a simulation's, else the student's own). */
export function forgetStudentToken(): void {
  safe(() => {
    if (sessionStorage.getItem(SIMULATED_TOKEN_KEY)) sessionStorage.removeItem(SIMULATED_TOKEN_KEY);
    else localStorage.removeItem(STUDENT_TOKEN_KEY);
  }, undefined);
}

/**
 * The api-client's token storage for the student app: it asks for the school token and the super token by
 * their spec names; here the school token is the student's (above) and the super token was already taken
 * at start. A 401 removes this tab's session, never the teacher's token.
 */
export const studentTokenStorage: TokenStorage = {
  getItem(key) {
    if (key === SCHOOL_TOKEN_KEY) return studentToken();
    if (key === SUPER_TOKEN_KEY) return null;
    return safe(() => localStorage.getItem(key), null);
  },
  removeItem(key) {
    if (key === SCHOOL_TOKEN_KEY) forgetStudentToken();
  },
};
