import { callSchemas } from './contract/call-schemas';
import type { CallName } from './contract/calls';

/*
 * The check of answers against the contract's schemas, in development and tests (ApiClientConfig
 * parseResponses). calls.ts imports it on first use, so it and zod stay out of production bundles.
 */

/** The answer of a call whose resultData does not match its schema: a contract bug, never a user's error. */
export class ResponseMismatchError extends Error {
  constructor(
    readonly call: CallName,
    readonly issues: unknown,
  ) {
    super(`${call}: the answer does not match its schema: ${JSON.stringify(issues)}`);
    this.name = 'ResponseMismatchError';
  }
}

/** Throws a ResponseMismatchError when resultData does not match the call's response schema. */
export function checkResponse(name: CallName, data: unknown): void {
  const result = callSchemas[name].response.safeParse(data);
  if (!result.success) throw new ResponseMismatchError(name, result.error.issues);
}
