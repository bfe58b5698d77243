import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { can, Role } from '@portal/shared';
import { startSession } from './platform/auth/sessions.js';
import { createTestContext, type TestContext } from './test/app.js';
import { buildClient, buildUser } from './test/factories.js';
import { multipart, PNG_BYTES, TINY_PDF, type FilePart } from './test/multipart.js';
import { FUZZ_SEED, valid, type Schema } from './test/openapi-arbitraries.js';
import { isErrorBodyOf, operationsOf, urlOf, validInput, type Operation } from './test/openapi-operations.js';
import { buildAssignment } from './test/record-factories.js';

/**
 * docs/product/http-contract.md#bounds (docs/product/http-contract.md#bounds): every operation of the OpenAPI document, with each string field at
 * 1 MB and at 100,000 characters, each array at 100,000 items and the body nested 10,000 deep,
 * answers 400 naming the field (or 413 for a body over 1 MB), never 5xx; and /api/health answers
 * within a second of each such request, so nothing stalls the server.
 */

const ONE_MB = 1024 * 1024;
const LONG_TEXT = 'x'.repeat(100_000);
const HUGE_TEXT = 'x'.repeat(ONE_MB);
const MANY_ITEMS = 100_000;
const DEEP_NEST = 10_000;
const HEALTH_WITHIN_MS = 1_000;

type Path = (string | number)[];

interface OversizedRequest {
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** The field the 400 must name, as the error body's keys spell it (`holidays.0.title`). */
  field?: string;
}

/** Every string and array inside a body schema, with its path; arrays are entered at their first item. */
function boundedPlaces(schema: Schema, path: Path = []): { path: Path; schema: Schema }[] {
  const branches = schema.anyOf ?? schema.allOf ?? [];
  if (branches.length) return branches.flatMap((branch) => boundedPlaces(branch, path));
  const here = schema.type === 'string' || schema.type === 'array' ? [{ path, schema }] : [];
  const below = Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    boundedPlaces(property, [...path, name]),
  );
  const inItems = schema.items ? boundedPlaces(schema.items, [...path, 0]) : [];
  return [...here, ...below, ...inItems];
}

function withValueAt(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...Path];
  if (typeof key === 'number') {
    const list = [...((body as unknown[] | undefined) ?? [])];
    list[key] = withValueAt(list[key], rest, value);
    return list;
  }
  const record: Record<string, unknown> = { ...((body as object | undefined) ?? {}) };
  record[key] = withValueAt(record[key], rest, value);
  return record;
}

/** The shortest item of a list, so that 100,000 of them stay under 1 MB where they can (ids, not dates). */
function smallestItem(items: Schema): fc.Arbitrary<unknown> {
  return items.type === 'integer' ? fc.constant(Math.max(1, items.minimum ?? 1)) : valid(items);
}

/** A string is bounded by its length, a choice of values, or an anchored pattern with fixed repeats. */
function isBoundedText(schema: Schema): boolean {
  if (schema.maxLength !== undefined || schema.enum) return true;
  const pattern = schema.pattern ?? '';
  return pattern.startsWith('^') && pattern.endsWith('$') && !/[*+]|\{\d+,\}/.test(pattern);
}

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** A body the route accepts: from its zod schema, which also knows the rules the OpenAPI document cannot show. */
type BodyCheck = (body: unknown) => boolean;

function oversizedRequests(op: Operation, seed: number, accepts: BodyCheck): OversizedRequest[] {
  // A sample can break such a rule (a query's comment is required): the first that keeps them all is the base.
  const samples = fc.sample(validInput(op), { seed, numRuns: 20 });
  const base = samples.find((sample) => !op.body || accepts(sample.body)) ?? samples[0]!;
  const requests: OversizedRequest[] = [];
  for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
    const url = urlOf(op, { ...base, query: { ...base.query, [parameter.name]: HUGE_TEXT } });
    // With a valid body where the operation takes one, so that the query is what is wrong.
    const payload = op.body ? JSON.stringify(base.body) : undefined;
    requests.push({ label: `query ${parameter.name} at 1 MB`, url, payload, field: parameter.name });
  }
  if (!op.body) return requests;
  const url = urlOf(op, base);
  const json = (body: unknown) => JSON.stringify(body);
  for (const { path, schema } of boundedPlaces(op.body)) {
    const field = path.join('.');
    if (schema.type === 'string') {
      requests.push({
        label: `${field} at 100,000 characters`,
        url,
        payload: json(withValueAt(base.body, path, LONG_TEXT)),
        field,
      });
      requests.push({ label: `${field} at 1 MB`, url, payload: json(withValueAt(base.body, path, HUGE_TEXT)) });
    } else {
      const [item] = fc.sample(smallestItem(schema.items ?? {}), { seed, numRuns: 1 });
      const many = Array.from({ length: MANY_ITEMS }, () => item);
      requests.push({
        label: `${field || 'body'} with 100,000 items`,
        url,
        payload: json(withValueAt(base.body, path, many)),
        field,
      });
    }
  }
  requests.push({ label: `body nested ${DEEP_NEST} deep`, url, payload: nested(DEEP_NEST), field: 'body' });
  return requests;
}

/** The multipart forms, which the OpenAPI document does not describe field by field. */
function oversizedForms(): OversizedRequest[] {
  const pdf = { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', content: TINY_PDF };
  const png = { name: 'profile_picture', fileName: 'a.png', contentType: 'image/png', content: PNG_BYTES };
  const document = { title: 'Handbook', description: 'About us', type: '1' };
  const forms: { url: string; fields: Record<string, string>; file: FilePart; field: string }[] = [
    { url: '/api/files', fields: { ...document, title: LONG_TEXT }, file: pdf, field: 'title' },
    { url: '/api/files', fields: { ...document, description: LONG_TEXT }, file: pdf, field: 'description' },
    { url: '/api/user/profile', fields: { name: LONG_TEXT }, file: png, field: 'name' },
    {
      url: '/api/user/profile',
      fields: { profile_picture_focal_point: LONG_TEXT },
      file: png,
      field: 'profile_picture_focal_point',
    },
  ];
  return forms.map(({ url, fields, file, field }) => {
    const form = multipart(fields, file);
    return {
      label: `form field ${field} at 100,000 characters`,
      url,
      payload: form.payload,
      contentType: form.headers['content-type'],
      field,
    };
  });
}

describe('bounded input (docs/product/http-contract.md#bounds)', () => {
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let t: TestContext;
  let operations: Operation[];
  let callerId: number;

  beforeAll(async () => {
    harness = await createTestContext();
    t = await harness.reset();
    const db = t.database.db;
    for (let i = 0; i < 5; i += 1) {
      const client = await buildClient(db);
      const user = await buildUser(db, { roleId: Role.USER });
      await buildAssignment(db, { userId: user.id, clientId: client.id });
    }
    callerId = (await buildUser(db, { roleId: Role.SUPER_ADMIN })).id;
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const access = new Map(t.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route.access]));
    operations = operationsOf(document, access).filter(
      (op) => op.access === 'public' || can(Role.SUPER_ADMIN, op.access as Parameters<typeof can>[1]),
    );
  });
  afterAll(async () => harness.close());

  function bodyCheckOf(op: Operation): BodyCheck {
    const url = op.path.replace(/\{(\w+)\}/g, ':$1');
    const route = t.app.apiRoutes.find((r) => r.method === op.method.toUpperCase() && r.url === url);
    const body = route?.schema?.body as { safeParse?: (value: unknown) => { success: boolean } } | undefined;
    return (value) => body?.safeParse?.(value).success ?? true;
  }

  async function send(method: string, request: OversizedRequest) {
    // A write may end the session it came with (sign-out, a password change): each gets its own.
    const token = await startSession(t.database.db, callerId, t.config, t.clock.now());
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (request.payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
    const answer = t.app.inject({ method: method as 'POST', url: request.url, headers, payload: request.payload });
    const healthAsked = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    return { response: await answer, health, healthMs: performance.now() - healthAsked };
  }

  function problemOf(what: string, outcome: Awaited<ReturnType<typeof send>>, field?: string): string | undefined {
    const { response, health, healthMs } = outcome;
    const status = response.statusCode;
    if (health.statusCode !== 200 || healthMs > HEALTH_WITHIN_MS) return `${what}: /api/health took ${healthMs} ms`;
    if (status !== 400 && status !== 413) return `${what} → ${status} ${response.body.slice(0, 200)}`;
    if (!isErrorBodyOf(status, response.body)) return `${what} → ${status} without the error body`;
    const named = Object.keys(response.json().errors ?? {});
    if (status === 400 && field && !named.some((key) => key === field || key.startsWith(`${field}.`)))
      return `${what} → 400 naming ${named.join(', ') || 'no field'} instead of ${field}: ${response.body.slice(0, 200)}`;
    return undefined;
  }

  it('answers every oversized field, list and nest of every operation with 400 or 413, and stays responsive', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      for (const request of oversizedRequests(op, FUZZ_SEED + index, bodyCheckOf(op))) {
        const problem = problemOf(
          `${op.method} ${op.path} [${request.label}]`,
          await send(op.method, request),
          request.field,
        );
        if (problem) problems.push(problem);
        sent += 1;
      }
    }
    console.info(
      `input bounds: ${operations.length} operations, ${sent} oversized requests, ${problems.length} problems`,
    );

    expect(sent).toBeGreaterThan(150);
    expect(problems).toEqual([]);
  }, 180_000);

  it('declares a bound on every string and list that any operation takes', () => {
    const unbounded = operations.flatMap((op) => {
      const parameters = op.parameters.map((parameter) => ({ path: [parameter.name], schema: parameter.schema }));
      const places = [...parameters, ...(op.body ? boundedPlaces(op.body) : [])];
      return places
        .filter(({ schema }) =>
          schema.type === 'string' ? !isBoundedText(schema) : schema.type === 'array' && schema.maxItems === undefined,
        )
        .map(({ path }) => `${op.method} ${op.path} ${path.join('.') || 'body'}`);
    });

    expect(unbounded).toEqual([]);
  });

  it('answers oversized multipart fields with 400 naming the field', async () => {
    const problems: string[] = [];
    for (const request of oversizedForms()) {
      const problem = problemOf(`POST ${request.url} [${request.label}]`, await send('POST', request), request.field);
      if (problem) problems.push(problem);
    }

    expect(problems).toEqual([]);
  });
});
