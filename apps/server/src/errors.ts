import { ERROR_CODES } from '@harbour/api-client/contract';
import type { MessageKey } from './i18n/messages';

/** A failure the server answers with an envelope: HTTP status, errorCode and a localised message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** A spec rule refused the call: HTTP 200 with resultStatus false. */
export function ruleError(
  errorCode: number,
  messageKey: MessageKey,
  params?: Record<string, string>,
): AppError {
  return new AppError(200, errorCode, messageKey, params);
}

export const notFound = () => new AppError(404, ERROR_CODES.NOT_FOUND, 'notFound');
export const forbidden = () => new AppError(403, ERROR_CODES.FORBIDDEN, 'forbidden');
export const unauthorized = () => new AppError(401, ERROR_CODES.UNAUTHORIZED, 'unauthorized');
export const userTypeError = () => new AppError(403, ERROR_CODES.USER_TYPE_ERROR, 'userTypeError');
