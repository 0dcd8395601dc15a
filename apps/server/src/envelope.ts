import type { Envelope } from '@harbour/api-client/contract';

export function ok<T>(resultData: T): Envelope<T> {
  return { resultStatus: true, resultData, errorMessage: null, errorCode: null };
}

export function fail(errorMessage: string, errorCode: number): Envelope<null> {
  return { resultStatus: false, resultData: null, errorMessage, errorCode };
}
