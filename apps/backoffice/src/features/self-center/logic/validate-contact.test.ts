import { isEmailValid, isPhoneValid } from './validate-contact';

describe('contact formats', () => {
  it('accepts 8 digits with or without +852, or nothing', () => {
    expect(isPhoneValid('91234567')).toBe(true);
    expect(isPhoneValid('+85291234567')).toBe(true);
    expect(isPhoneValid('')).toBe(true);
  });
  it('refuses 7 or 9 digits and letters', () => {
    expect(isPhoneValid('9123456')).toBe(false);
    expect(isPhoneValid('912345678')).toBe(false);
    expect(isPhoneValid('9123abcd')).toBe(false);
  });
  it('accepts an address and refuses malformed ones', () => {
    expect(isEmailValid('chan@school.edu.hk')).toBe(true);
    expect(isEmailValid('')).toBe(true);
    expect(isEmailValid('chan@school')).toBe(false);
    expect(isEmailValid('chan school@x.hk')).toBe(false);
  });
});
