import fc from 'fast-check';

/**
 * fast-check arbitraries from the OpenAPI 3.0 document that the server serves (docs/decisions/0014-access-matrix-and-fuzzing.md fuzzing):
 * values the schema accepts ("valid-ish": the schema cannot express every rule, e.g. real calendar
 * dates or an assigned client) and mutations it refuses by construction.
 */

/** The part of OpenAPI 3.0's schema object that fastify-type-provider-zod emits. */
export interface Schema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  enum?: unknown[];
  anyOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
}

/** The fuzzing's fixed seed, so that CI sends the same requests every time; FUZZ_SEED overrides it. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** Ids of the fixture's records are small; the schema's bound (2^53 - 1) is tried too. */
const SMALL_ID_MAX = 40;

/** Real dates that PostgreSQL or a week after them cannot hold: year 0000, and a week into year 10000. */
const EDGE_DATES = ['0000-01-01', '9999-12-30'];

export function isDatePattern(schema: Schema): boolean {
  return schema.pattern === DATE_PATTERN;
}

function bounds(schema: Schema): { min: number; max: number } {
  let min = schema.minimum ?? -1_000_000;
  let max = schema.maximum ?? 1_000_000;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min, max };
}

const realDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  if (isDatePattern(schema))
    return fc.oneof({ weight: 4, arbitrary: realDate }, fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  if (schema.format === 'email') {
    return fc.oneof(
      fc.constantFrom('root@example.com', 'nobody@example.com', 'person3@example.com'),
      fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254)),
    );
  }
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function integerArbitrary(schema: Schema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  if (min >= 1 && max > 1_000_000) {
    // An id: mostly the fixture's records, sometimes the schema's largest value.
    return fc.oneof({ weight: 6, arbitrary: fc.integer({ min, max: SMALL_ID_MAX }) }, fc.constant(max));
  }
  return fc.integer({ min, max });
}

/** Values the schema accepts. */
export function valid(schema: Schema): fc.Arbitrary<unknown> {
  const plain = validNotNull(schema);
  return schema.nullable ? fc.option(plain, { nil: null, freq: 5 }) : plain;
}

function validNotNull(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(valid));
  if (schema.allOf) return valid(schema.allOf.reduce<Schema>((all, part) => mergeObjects(all, part), {}));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number': {
      const { min, max } = bounds(schema);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valid(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function mergeObjects(a: Schema, b: Schema): Schema {
  return {
    type: 'object',
    properties: { ...a.properties, ...b.properties },
    required: [...(a.required ?? []), ...(b.required ?? [])],
  };
}

function objectArbitrary(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valid(property)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/** The JSON types a schema accepts; an empty set means "anything". */
export function acceptedTypes(schema: Schema): Set<string> {
  const types = new Set<string>();
  if (schema.anyOf) for (const part of schema.anyOf) for (const type of acceptedTypes(part)) types.add(type);
  if (schema.enum) for (const value of schema.enum) types.add(value === null ? 'null' : typeof value);
  if (schema.type === 'integer' || schema.type === 'number') types.add('number');
  else if (schema.type) types.add(schema.type);
  if (schema.nullable) types.add('null');
  if (!schema.type && !schema.anyOf && !schema.enum && !schema.allOf) return new Set();
  return types;
}

const WRONG_TYPES: [string, unknown][] = [
  ['object', { nested: 'object' }],
  ['array', [1, 'two']],
  ['boolean', true],
  ['string', 'not-the-right-type'],
  ['number', 12.5],
  ['null', null],
];

/** A JSON value of a type the schema refuses, or undefined when every type is allowed. */
export function wrongType(schema: Schema): fc.Arbitrary<unknown> | undefined {
  const accepted = acceptedTypes(schema);
  if (accepted.size === 0) return undefined;
  const refused = WRONG_TYPES.filter(([type]) => !accepted.has(type)).map(([, value]) => value);
  return refused.length ? fc.constantFrom(...refused) : undefined;
}

/** A value the schema refuses although its JSON type is right (range, pattern, length, enum). */
export function outOfRange(schema: Schema): fc.Arbitrary<unknown> | undefined {
  if (schema.anyOf || schema.allOf) return undefined;
  if (schema.enum) return fc.constant('not-one-of-the-choices');
  if (schema.type === 'integer' || schema.type === 'number') {
    const { min, max } = bounds(schema);
    const choices: number[] = [];
    if (schema.minimum !== undefined || schema.exclusiveMinimum !== undefined) choices.push(min - 1, min - 1000);
    if (schema.maximum !== undefined && max < Number.MAX_SAFE_INTEGER) choices.push(max + 1);
    if (schema.type === 'integer') choices.push(Math.max(min, 0) + 0.5);
    return choices.length ? fc.constantFrom(...choices) : undefined;
  }
  if (schema.type === 'string') {
    const choices: string[] = [];
    if (schema.maxLength !== undefined) choices.push('x'.repeat(Math.max(schema.maxLength + 1, 200_000)));
    if ((schema.minLength ?? 0) > 0) choices.push('');
    if (schema.pattern) choices.push('no pattern fits this', '');
    if (isDatePattern(schema))
      choices.push('2026-02-30', '2026-13-01', '26-1-1', '2026-11-23T10:00:00Z', ...EDGE_DATES);
    return choices.length ? fc.constantFrom(...choices) : undefined;
  }
  if (schema.type === 'array') {
    const choices: unknown[][] = [];
    if ((schema.minItems ?? 0) > 0) choices.push([]);
    return choices.length ? fc.constantFrom(...choices) : undefined;
  }
  return undefined;
}

/** What a path or query parameter refuses, as the string a URL carries. */
export function badParameter(schema: Schema): fc.Arbitrary<string> | undefined {
  const options: fc.Arbitrary<string>[] = [];
  if (schema.type === 'integer') {
    options.push(fc.constantFrom('abc', '1.5', '0x', 'NaN', 'Infinity', '1,2'));
    const { min, max } = bounds(schema);
    if (schema.maximum !== undefined && max < 1_000_000) options.push(fc.constant(String(max + 1)));
    if (schema.minimum !== undefined && min > 0) options.push(fc.constantFrom('0', '-1', String(min - 1)));
  } else if (schema.enum) {
    options.push(fc.constant('not-a-choice'));
  } else if (schema.type === 'string') {
    if (isDatePattern(schema))
      options.push(fc.constantFrom('2026-02-30', '2026-13-01', 'yesterday', '2026-1-1', ...EDGE_DATES));
    else if (schema.pattern) options.push(fc.constantFrom('no pattern fits this', '!!'));
    if (schema.maxLength !== undefined) options.push(fc.constant('y'.repeat(schema.maxLength + 1)));
  }
  return options.length ? fc.oneof(...options) : undefined;
}

/** Whether a JSON schema takes strings (the NUL-character mutation applies to those). */
export function takesText(schema: Schema): boolean {
  return acceptedTypes(schema).has('string');
}

/** A long string of mixed scripts for fields without a length limit. */
export const hugeString = fc.constantFrom(
  'z'.repeat(100_000),
  'Ünïcødé ✓ 漢字 '.repeat(5_000),
  '\u202e\ud83d\ude00 \t\r\n',
);
