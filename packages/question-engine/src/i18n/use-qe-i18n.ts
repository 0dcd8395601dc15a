import { type QuestionMessageKey, qm } from './messages';
import { type MessageValues, useMessagesT } from './use-messages-t';

export type { MessageValues } from './use-messages-t';

/** Translates the engine's messages by key in the active Lingui locale. */
export function useQeT(): (key: QuestionMessageKey, values?: MessageValues) => string {
  return useMessagesT(qm);
}
