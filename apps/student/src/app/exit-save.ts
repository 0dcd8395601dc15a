import {
  ACCESS_TOKEN_HEADER,
  type AnswerBody,
  IDEMPOTENCY_KEY_HEADER,
  submitQuestionAnswerCall,
} from '@harbour/api-client';
import { studentToken } from './session';

/**
 * Sends an answer from a page that is closing: a `keepalive` request, which the browser finishes after the tab
 * is gone (the api-client's requests are cancelled with the page). Same call, token and headers as the client's.
 */
export function sendAnswerOnExit(questionId: string, body: AnswerBody, language: string): void {
  const token = studentToken();
  if (!token) return;
  const url = submitQuestionAnswerCall.path.replace('{questionId}', encodeURIComponent(questionId));
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: {
      'content-type': 'application/json',
      [ACCESS_TOKEN_HEADER]: token,
      [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID(),
      'Accept-Language': language,
    },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
