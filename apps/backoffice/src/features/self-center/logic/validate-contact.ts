/** Hong Kong mobile number: 8 digits, optionally after +852 (the contract's rule). */
const PHONE = /^(\+852)?\d{8}$/;
/** A plain e-mail address: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: phone format checked; empty means not given. */
export function isPhoneValid(phone: string): boolean {
  const value = phone.trim();
  return value === '' || PHONE.test(value);
}

/** Spec §5: e-mail format checked; empty means not given. */
export function isEmailValid(email: string): boolean {
  const value = email.trim();
  return value === '' || EMAIL.test(value);
}
