import type { MessageDescriptor, Messages } from '@lingui/core';

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Compiles a plain message with `{name}` placeholders into Lingui's compiled form, so the catalogs
 * need no message compiler at run time (the engine uses no plural or select syntax).
 */
export function compilePlainMessage(source: string): Messages[string] {
  const parts: (string | [string])[] = [];
  let last = 0;
  for (const match of source.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(source.slice(last, match.index));
    parts.push([match[1] as string]);
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push(source.slice(last));
  return parts.length === 0 ? [''] : parts;
}

/** A table of message descriptors by key, each with its English default. */
export type DescriptorTable<K extends string> = Record<K, MessageDescriptor & { message: string }>;

/** The hk and en catalogs of a descriptor table: hk from its Chinese wording, en from the defaults. */
export function compileCatalogs<K extends string>(
  table: DescriptorTable<K>,
  hk: Record<K, string>,
): { hk: Messages; en: Messages } {
  const compile = (wording: (key: K) => string): Messages => {
    const out: Messages = {};
    for (const key of Object.keys(table) as K[]) out[table[key].id] = compilePlainMessage(wording(key));
    return out;
  };
  return { hk: compile((key) => hk[key]), en: compile((key) => table[key].message) };
}
