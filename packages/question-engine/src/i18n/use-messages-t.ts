import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { DescriptorTable } from './compile';

/** Values for a message's placeholders. */
export type MessageValues = Record<string, string | number>;

/** Translates a descriptor table's messages by key in the active Lingui locale. */
export function useMessagesT<K extends string>(
  table: DescriptorTable<K>,
): (key: K, values?: MessageValues) => string {
  const { i18n } = useLingui();
  return useCallback(
    (key: K, values?: MessageValues) => i18n._(table[key].id, values, { message: table[key].message }),
    [i18n, table],
  );
}
