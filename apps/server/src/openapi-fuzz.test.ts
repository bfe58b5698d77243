import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { can, Role, type RoleId } from '@portal/shared';
import { startSession } from './platform/auth/sessions.js';
import { chooseTwoFactorRequiredForAdmins } from './platform/settings.js';
import { jobRuns, skills } from './platform/db/schema.js';
import { createTestContext, type TestContext } from './test/app.js';
import { buildClient, buildUser } from './test/factories.js';
import { multipart, TINY_PDF } from './test/multipart.js';
import { isErrorBodyOf, operationsOf, urlOf, validInput, type Operation } from './test/openapi-operations.js';
import { FUZZ_SEED } from './test/openapi-arbitraries.js';
import { mutations, type FuzzRequest, type Mutation } from './test/openapi-mutations.js';
import { buildAssignment, buildLeave, buildPublicHoliday, buildWorkLog } from './test/record-factories.js';

/**
 * docs/product/http-contract.md#scale: requests generated from the served OpenAPI document, valid ones and mutated ones, for
 * every operation. No answer may be a 5xx; every request the schema refuses gets 400 with the docs/product/http-contract.md#errors
 * body (or 403 first, when the caller may not use the route at all; 415 for a foreign content type).
 * Deterministic: a fixed seed (FUZZ_SEED overrides it) and fixed run counts.
 */

const SEED = FUZZ_SEED;
/**
 * Requests per operation: [valid, mutated]. As SUPER_ADMIN every mutation of an operation is also
 * sent once on top of the random ones; as USER most operations stop at 403 anyway.
 */
const RUNS: Record<'SUPER_ADMIN' | 'USER', [number, number]> = { SUPER_ADMIN: [5, 4], USER: [2, 5] };

describe('OpenAPI fuzzing (docs/decisions/0014-access-matrix-and-fuzzing.md)', () => {
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let t: TestContext;
  let operations: Operation[];
  const callers: Partial<Record<'SUPER_ADMIN' | 'USER', number>> = {};

  beforeAll(async () => {
    harness = await createTestContext();
    t = await harness.reset();
    const db = t.database.db;
    // Records with the small ids the generators favour; the callers come after them (ids above 40),
    // so a generated request never demotes or signs out the caller itself.
    for (let i = 0; i < 40; i += 1) {
      const client = await buildClient(db);
      const user = await buildUser(db, { roleId: ([Role.USER, Role.ADMIN, Role.CLIENT] as RoleId[])[i % 3] });
      await buildAssignment(db, { userId: user.id, clientId: client.id });
      await buildWorkLog(db, { userId: user.id, clientId: client.id, date: '2026-11-17', minutes: 60 + i });
      await buildLeave(db, { userId: user.id, fromDate: `2026-12-${String((i % 28) + 1).padStart(2, '0')}` });
      await buildPublicHoliday(
        db,
        `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      );
      await db.insert(skills).values({ name: `Fuzz skill ${i}` });
    }
    // A finished and a failed run, so that GET /api/jobs answers with runs (docs/product/jobs.md#api).
    for (const [day, outcome] of [
      ['2026-11-20', 'ok'],
      ['2026-11-21', 'failed'],
    ]) {
      const dueAt = new Date(`${day}T06:00:00Z`);
      await db
        .insert(jobRuns)
        .values({ job: 'leave-expiry-notices', dueAt, startedAt: dueAt, finishedAt: dueAt, outcome, detail: 'fuzz' });
    }
    callers.SUPER_ADMIN = (await buildUser(db, { roleId: Role.SUPER_ADMIN })).id;
    callers.USER = (await buildUser(db, { roleId: Role.USER })).id;
    const upload = multipart(
      { title: 'Fuzz handbook', description: 'A document to find', type: '1' },
      { name: 'file', fileName: 'fuzz.pdf', contentType: 'application/pdf', content: TINY_PDF },
    );
    const token = await startSession(db, callers.SUPER_ADMIN, t.config, t.clock.now());
    await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...upload.headers, authorization: `Bearer ${token}` },
      payload: upload.payload,
    });

    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const access = new Map(t.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route.access]));
    operations = operationsOf(document, access);
  });
  afterAll(async () => harness.close());

  it('describes every API route that is not the documentation itself', () => {
    const described = new Set(operations.map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const undescribed = t.app.apiRoutes
      .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'))
      .filter((route) => route.url !== '/api/openapi.json')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !described.has(route));

    expect(operations.length).toBeGreaterThan(50);
    expect(undescribed).toEqual([]);
  });

  for (const role of ['SUPER_ADMIN', 'USER'] as const) {
    it(`answers generated and mutated requests as ${role} without a 5xx, refusing invalid ones with 400`, async () => {
      const problems = new Set<string>();
      const [validRuns, mutatedRuns] = RUNS[role];
      const roleId = Role[role];
      let sent = 0;
      let invalidSent = 0;
      for (const [index, op] of operations.entries()) {
        const seed = SEED + index * 7919 + (role === 'USER' ? 1 : 0);
        const base = validInput(op);
        const requests: FuzzRequest[] = fc.sample(
          base.map((input) => ({ label: 'valid', invalid: false, input })),
          { seed, numRuns: validRuns },
        );
        const mutated = mutations(op);
        const mutate = (mutation: Mutation, numRuns: number, offset: number) =>
          fc.sample(
            fc.tuple(base, mutation).map(([input, change]) => change(input)),
            { seed: seed + offset, numRuns },
          );
        if (mutated.length) requests.push(...mutate(fc.oneof(...mutated), mutatedRuns, 1));
        if (role === 'SUPER_ADMIN')
          for (const [i, mutation] of mutated.entries()) requests.push(...mutate(mutation, 1, i + 2));
        const mayCall = op.access === 'public' || can(roleId, op.access as Parameters<typeof can>[1]);
        // Reads share a session; a write may end it (sign-out, password change), so it gets its own.
        let token = await startSession(t.database.db, callers[role]!, t.config, t.clock.now());
        for (const request of requests) {
          if (op.method !== 'GET') token = await startSession(t.database.db, callers[role]!, t.config, t.clock.now());
          const headers: Record<string, string> = { authorization: `Bearer ${token}` };
          let payload: string | Buffer | undefined;
          if (request.raw) {
            headers['content-type'] = request.raw.contentType;
            payload = request.raw.payload;
          } else if (request.input.body !== undefined && op.method !== 'GET') {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(request.input.body);
          }
          const url = urlOf(op, request.input);
          const response = await t.app.inject({
            method: op.method as 'GET',
            url,
            headers,
            payload,
            remoteAddress: `10.8.${sent % 200}.${index + 1}`,
          });
          sent += 1;
          if (request.invalid) invalidSent += 1;
          // A valid PATCH /settings may require a second factor of admins, which would shut the caller (who has
          // none) out of every later route with TWO_FACTOR_SETUP_REQUIRED (docs/product/access.md#two-factor).
          if (op.path === '/api/settings') await chooseTwoFactorRequiredForAdmins(t.database.db, false);

          const status = response.statusCode;
          const expected = !mayCall
            ? [403]
            : request.raw?.contentType.startsWith('application/json') === false
              ? [400, 415]
              : [400];
          const what = `${op.method} ${op.path} [${request.label}] → ${status}`;
          if (status >= 500) problems.add(`${what} ${response.body.slice(0, 150)} (url ${url.slice(0, 120)})`);
          else if (request.invalid && !expected.includes(status))
            problems.add(`${what}, expected ${expected.join(' or ')}: ${response.body.slice(0, 150)}`);
          else if (status >= 400 && !isErrorBodyOf(status, response.body))
            problems.add(
              `${what} without the docs/product/http-contract.md#errors body and its code: ${response.body.slice(0, 150)}`,
            );
        }
      }
      console.info(
        `openapi fuzz (${role}): seed ${SEED}, ${operations.length} operations, ${sent} requests (${invalidSent} invalid), ${problems.size} problems`,
      );

      expect([...problems]).toEqual([]);
    }, 90_000);
  }
});
