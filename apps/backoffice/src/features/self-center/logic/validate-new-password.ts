/** Shortest password allowed (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Longest password allowed (spec §5, §9). */
export const PASSWORD_MAX_LENGTH = 30;

/** Why a new password is refused; null when it is acceptable. */
export type NewPasswordProblem =
  | 'REQUIRED'
  /** Not 6–30 characters, or not both letters and numbers. */
  | 'FORMAT'
  /** Equal to the old password: 'Your new password cannot be your previous password'. */
  | 'SAME_AS_OLD'
  /** Differs from its re-entry: 'The passwords are inconsistent'. */
  | 'INCONSISTENT';

const LETTER = /[A-Za-z]/;
const DIGIT = /\d/;

/** Spec §5: 6 to 30 characters, with letters and numbers. */
export function isPasswordFormatValid(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    LETTER.test(password) &&
    DIGIT.test(password) &&
    !/\s/.test(password)
  );
}

/** The password rules of spec §5 in order: format, differs from the old one, matches its re-entry. */
export function validateNewPassword(input: {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): NewPasswordProblem | null {
  if (!input.newPassword) return 'REQUIRED';
  if (!isPasswordFormatValid(input.newPassword)) return 'FORMAT';
  if (input.newPassword === input.oldPassword) return 'SAME_AS_OLD';
  if (input.newPassword !== input.confirmPassword) return 'INCONSISTENT';
  return null;
}
