import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { type QuestionMessageKey, qm } from './messages';

/** Values for a message's placeholders. */
export type MessageValues = Record<string, string | number>;

/** Translates the engine's messages by key in the active Lingui locale. */
export function useQeT(): (key: QuestionMessageKey, values?: MessageValues) => string {
  const { i18n } = useLingui();
  return useCallback(
    (key: QuestionMessageKey, values?: MessageValues) =>
      i18n._(qm[key].id, values, { message: qm[key].message }),
    [i18n],
  );
}
