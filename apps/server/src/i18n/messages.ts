import type { Locale } from '@harbour/api-client/contract';

/**
 * User-facing messages of the server in both locales. The English text is the wording of
 * back-office spec §8 where the spec gives one.
 */
export const MESSAGES = {
  unauthorized: { en: 'Please log in', hk: '請先登入' },
  sessionExpired: { en: 'Your session has expired, please log in again', hk: '登入已過期，請重新登入' },
  wrongPassword: { en: 'wrong password', hk: '密碼錯誤' },
  oldPasswordIncorrect: { en: 'The old password you entered is not correct', hk: '你輸入的舊密碼不正確' },
  passwordUnchanged: {
    en: 'Your new password cannot be your previous password',
    hk: '新密碼不能與舊密碼相同',
  },
  passwordsInconsistent: { en: 'The passwords are inconsistent', hk: '兩次輸入的密碼不一致' },
  passwordFormat: {
    en: 'The password must be 6 to 30 characters with letters and numbers',
    hk: '密碼須為6至30位，並包含字母及數字',
  },
  userTypeError: { en: 'user type error', hk: '用戶類型錯誤' },
  tooManyAttempts: { en: 'Too many attempts, please try again later', hk: '嘗試次數過多，請稍後再試' },
  invalidField: { en: 'Invalid value of {field}', hk: '{field} 的值無效' },
  forbidden: { en: 'You have no permission to access this', hk: '你沒有權限存取此內容' },
  notFound: { en: 'No data', hk: '沒有數據' },
  payloadTooLarge: { en: 'The request is too large', hk: '請求內容過大' },
  serverError: { en: 'Internal server error', hk: '伺服器內部錯誤' },
  homeworkExpired: { en: 'This homework has expired and cannot be deleted', hk: '此功課已過期，無法刪除' },
  deletedPractice: { en: 'deleted practice successfully', hk: '刪除練習成功' },
  malformedAnswer: {
    en: 'The answer cannot be read for this question type: {reason}',
    hk: '答案格式與題型不符：{reason}',
  },
  uploadWrongType: {
    en: 'Upload failed: {field} must be a {allowed} file',
    hk: '上載失敗：{field} 須為 {allowed} 檔案',
  },
  uploadTooLarge: {
    en: 'Upload failed: {field} is larger than {limit}',
    hk: '上載失敗：{field} 大於 {limit}',
  },
  uploadMissingFile: { en: 'Upload failed: {field} is missing', hk: '上載失敗：缺少 {field}' },
  uploadTokenInvalid: {
    en: 'Upload failed: the upload authorisation is invalid or expired',
    hk: '上載失敗：上載授權無效或已過期',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** The message in the locale, with {name} placeholders filled. */
export function translate(key: MessageKey, locale: Locale, params: Record<string, string> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** Locale of a request without a session: the Accept-Language header, hk by default. */
export function localeFromHeader(header: string | undefined): Locale {
  return header && /^en\b/i.test(header.trim()) ? 'en' : 'hk';
}
