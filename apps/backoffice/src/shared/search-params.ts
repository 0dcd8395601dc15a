/*
 * URL search params, declared once per route: `searchParams({ key: reader, … })` is the route's
 * validateSearch. They are read before any page loads, in the entry chunk, so the readers check values
 * against the enum lists of @harbour/domain (which the contract's schemas are built from) rather than
 * the contract's zod schemas, which would put zod into the login page's bundle. A malformed or unknown
 * value is dropped, never thrown: a bookmark from an older version still opens its page.
 */

import type { SearchSchemaInput } from '@tanstack/react-router';

/** Reads one search param: its value, or undefined when it is missing or malformed (then dropped). */
export type SearchParam<T> = (raw: unknown) => T | undefined;

/** The readers a route's params are declared with. */
export const param = {
  /** A whole number from `min` (1: ids, pages) to `max`. */
  int:
    ({ min = 1, max = Number.MAX_SAFE_INTEGER } = {}): SearchParam<number> =>
    (raw) => {
      const n = Number(raw);
      return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
    },
  /** One of a few whole numbers. */
  intIn:
    <T extends number>(values: readonly T[]): SearchParam<T> =>
    (raw) =>
      values.find((value) => value === Number(raw)),
  /** One of an enum's values (a list such as @harbour/domain's; never an inherited name such as 'toString'). */
  oneOf:
    <T extends string>(values: readonly T[]): SearchParam<T> =>
    (raw) =>
      isOneOf(values, raw) ? raw : undefined,
  /** Text matching `pattern`; a number (the router reads `?x=12` as one) is read as its digits. */
  text:
    (pattern: RegExp): SearchParam<string> =>
    (raw) => {
      const text = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
      return typeof text === 'string' && pattern.test(text) ? text : undefined;
    },
  /** A list's sort: one of its sortable column ids, plain (ascending) or with a leading `-` (descending). */
  sort:
    (columnIds: readonly string[]): SearchParam<SortParam> =>
    (raw) =>
      typeof raw === 'string' && columnIds.includes(raw.replace(/^-/, '')) ? raw : undefined,
};

/** A list's sort in the URL: a column id, `-id` for descending. */
export type SortParam = string;

/** Whether a value is one of an enum's values. */
function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * A route's search reader. TanStack Router takes a link's search type from the last signature's
 * parameter: every param is optional in a link, since a missing one is dropped or given its default.
 */
export interface SearchReader<T> {
  (raw: Record<string, unknown>): T;
  (raw: Partial<T> & SearchSchemaInput): T;
}

/**
 * A route's search params from one reader per key; `defaults` give the required ones a value when
 * the URL has none (an id of 0: no such item, which the page reports).
 */
export function searchParams<T extends object>(
  readers: { [K in keyof T]-?: SearchParam<NonNullable<T[K]>> },
  defaults: Partial<T> = {},
): SearchReader<T> {
  return (raw: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...defaults };
    for (const [key, read] of Object.entries(readers) as [string, SearchParam<unknown>][]) {
      const value = read(raw[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as T;
  };
}
