import { type I18n, setupI18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useCallback, useContext } from 'react';
import type { DescriptorTable } from './compile';

/** Values for a message's placeholders. */
export type MessageValues = Record<string, string | number>;

let defaults: I18n | undefined;
/** Used outside any I18nProvider: no catalog, so every message is its descriptor's English default. */
function defaultI18n(): I18n {
  defaults ??= setupI18n({ locale: 'en', messages: { en: {} } });
  return defaults;
}

/**
 * Translates a descriptor table's messages by key in the active Lingui locale; outside an
 * I18nProvider (a server render, a host without Lingui) in the English defaults instead of throwing.
 */
export function useMessagesT<K extends string>(
  table: DescriptorTable<K>,
): (key: K, values?: MessageValues) => string {
  const i18n = useContext(LinguiContext)?.i18n ?? defaultI18n();
  return useCallback(
    (key: K, values?: MessageValues) => i18n._(table[key].id, values, { message: table[key].message }),
    [i18n, table],
  );
}
