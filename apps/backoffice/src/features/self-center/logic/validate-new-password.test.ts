import {
  isPasswordFormatValid,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateNewPassword,
} from './validate-new-password';

describe('isPasswordFormatValid', () => {
  it('accepts 6 characters with letters and numbers and refuses 5', () => {
    expect(isPasswordFormatValid('abc123'.slice(0, PASSWORD_MIN_LENGTH))).toBe(true);
    expect(isPasswordFormatValid('abc12')).toBe(false);
  });
  it('accepts 30 characters and refuses 31', () => {
    const thirty = `a1${'b'.repeat(PASSWORD_MAX_LENGTH - 2)}`;
    expect(isPasswordFormatValid(thirty)).toBe(true);
    expect(isPasswordFormatValid(`${thirty}c`)).toBe(false);
  });
  it('refuses letters only, numbers only and spaces', () => {
    expect(isPasswordFormatValid('abcdefgh')).toBe(false);
    expect(isPasswordFormatValid('12345678')).toBe(false);
    expect(isPasswordFormatValid('abc 1234')).toBe(false);
  });
});

describe('validateNewPassword', () => {
  const ok = { oldPassword: 'demo1234', newPassword: 'harbour99', confirmPassword: 'harbour99' };
  it('accepts a good new password', () => {
    expect(validateNewPassword(ok)).toBeNull();
  });
  it('requires a new password', () => {
    expect(validateNewPassword({ ...ok, newPassword: '' })).toBe('REQUIRED');
  });
  it('refuses a bad format before the other rules', () => {
    expect(validateNewPassword({ ...ok, newPassword: 'short', confirmPassword: 'other' })).toBe('FORMAT');
  });
  it('refuses the previous password', () => {
    expect(validateNewPassword({ ...ok, newPassword: 'demo1234', confirmPassword: 'demo1234' })).toBe(
      'SAME_AS_OLD',
    );
  });
  it('refuses a re-entry that differs', () => {
    expect(validateNewPassword({ ...ok, confirmPassword: 'harbour98' })).toBe('INCONSISTENT');
  });
});
