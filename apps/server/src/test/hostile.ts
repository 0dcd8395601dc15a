import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Requests built from a route's zod schemas: a valid example of every field, and hostile values for any
 * one field while the others stay valid, so the hostile value reaches as deep as the route lets it.
 */

type Schema = z.core.$ZodType;
type Def = Schema['_zod']['def'] & Record<string, unknown>;

function defOf(schema: Schema): Def {
  return schema._zod.def as Def;
}

/** The schema under optional, nullable, default, pipe (its input side) and the like. */
export function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unwrap(def.innerType as Schema);
    case 'pipe':
      return unwrap(def.in as Schema);
    case 'lazy':
      return unwrap((def.getter as () => Schema)());
    default:
      return schema;
  }
}

/** Strings tried, in order, as a valid example of a string field with a format or a pattern. */
const STRING_CANDIDATES = [
  'abc',
  '1',
  '12345678',
  '2026-12-01T01:00:00.000Z',
  '2026-12-01',
  'https://example.com/',
  'a'.repeat(8),
];

function accepts(schema: Schema, value: unknown): boolean {
  return (schema as unknown as z.ZodType).safeParse(value).success;
}

/**
 * A valid example of a schema; `known` gives real values by field name (ids of seeded rows). `judge` is the
 * schema a candidate must pass: the whole field when the example is built for one option of a union.
 */
export function exampleOf(
  schema: Schema,
  known: Record<string, unknown>,
  name = '',
  judge = schema,
): unknown {
  if (name in known && accepts(schema, known[name])) return known[name];
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'string':
      return STRING_CANDIDATES.find((candidate) => accepts(judge, candidate)) ?? 'abc';
    case 'number':
    case 'int':
      return [1, 2, 3, 7, 10, 12, 60, 100, 2026, 0].find((candidate) => accepts(judge, candidate)) ?? 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array': {
      const element = exampleOf(def.element as Schema, known, name);
      return [element];
    }
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      return Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, exampleOf(field, known, key)]),
      );
    }
    case 'union': {
      const examples = (def.options as Schema[]).map((option) => exampleOf(option, known, name, schema));
      return examples.find((example) => accepts(schema, example)) ?? examples[0];
    }
    case 'record':
      return {};
    default:
      return null;
  }
}

/** A path into an example: object keys and array indexes. */
export type FieldPath = readonly (string | number)[];

/** Every field of an example down to its leaves (and each container itself), as paths. */
export function fieldPaths(schema: Schema, example: unknown, path: FieldPath = []): FieldPath[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const paths: FieldPath[] = path.length ? [path] : [];
  if (def.type === 'object' && example && typeof example === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
      paths.push(...fieldPaths(field, (example as Record<string, unknown>)[key], [...path, key]));
    }
  } else if (def.type === 'array' && Array.isArray(example) && example.length > 0) {
    paths.push(...fieldPaths(def.element as Schema, example[0], [...path, 0]));
  } else if (def.type === 'union') {
    const option = (def.options as Schema[]).find((candidate) => accepts(candidate, example));
    if (option) return [...paths, ...fieldPaths(option, example, path).filter((p) => p.length > path.length)];
  }
  return paths;
}

/** The example with the value at `path` replaced. */
export function withValueAt(example: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(example)) {
    const copy = [...example];
    copy[head as number] = withValueAt(copy[head as number], rest, value);
    return copy;
  }
  const object = (example ?? {}) as Record<string, unknown>;
  return { ...object, [head]: withValueAt(object[head], rest, value) };
}

/** Days outside 2000–2100, the contract's range (year 0000 does not exist in PostgreSQL). */
export const DAYS_OUT_OF_RANGE = [
  '0000-01-01',
  '0001-01-01',
  '1969-12-31',
  '1999-12-31',
  '2101-01-01',
  '9999-12-31',
];

/** Instants outside 2000–2100, the contract's range. */
export const INSTANTS_OUT_OF_RANGE = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '2000-01-01T07:59:59+08:00',
  '2101-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
];

/** Text no column can hold or no rule expects: NUL, lone surrogates, control and bidi characters. */
const hostileText = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => `ab${String.fromCharCode(unit)}`),
  fc.integer({ min: 0xd800, max: 0xdbff }).map((unit) => `${String.fromCharCode(unit)}`),
  fc.constantFrom(
    '',
    ' ',
    '\u202e\u0000',
    "'; DROP TABLE homeworks; --",
    '<img src=x onerror=alert(1)>',
    '<b></b>',
    '%00',
    '../../etc/passwd',
    '0x10',
    '1.6e1',
    ' 16',
    '-1',
    '2147483648',
    '99999999999999999999',
    ...DAYS_OUT_OF_RANGE,
    ...INSTANTS_OUT_OF_RANGE,
    'NaN',
    'Infinity',
    'a'.repeat(70_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Numbers outside every column's range, or not whole. */
const hostileNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1,
    0,
    -0,
    1.5,
    Number.MIN_VALUE,
  ),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Values of the wrong JSON type. */
const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, {}, [], [[[[[]]]]], { __proto__: { polluted: true } }),
  fc.array(fc.constant('x'), { minLength: 1_000, maxLength: 1_001 }),
);

/** Hostile values for one field of a JSON body. */
export function hostileJsonValue(): fc.Arbitrary<unknown> {
  return fc.oneof(hostileText, hostileNumber, wrongType);
}

/** Hostile texts for one path parameter or query field, already written for a URL. */
export function hostileUrlValue(): fc.Arbitrary<string> {
  return fc.oneof(
    hostileText.map(urlEncode),
    hostileNumber.map((value) => encodeURIComponent(String(value))),
    fc.constantFrom(
      '016',
      '0x10',
      '0b10000',
      '1.6e1',
      '%2016',
      '16%00',
      '%ED%A0%80',
      '%FF',
      '%',
      '%E0%A4%A',
      '+16',
      '16.0',
    ),
  );
}

/** Percent-encodes text for a URL; a lone surrogate becomes the bytes of its (invalid) UTF-8 form. */
export function urlEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}
