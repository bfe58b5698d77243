import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { can, Role } from '@portal/shared';
import { startSession } from './platform/auth/sessions.js';
import { createTestContext, type TestContext } from './test/app.js';
import { buildUser } from './test/factories.js';
import { multipart, PNG_BYTES, TINY_PDF } from './test/multipart.js';
import { isErrorBodyOf, operationsOf, urlOf, type Operation } from './test/openapi-operations.js';
import { FUZZ_SEED } from './test/openapi-arbitraries.js';

/**
 * docs/product/http-contract.md#unreadable-forms, the multipart half of the OpenAPI fuzzing
 * (docs/decisions/0014-access-matrix-and-fuzzing.md): every operation that takes a multipart form gets forms cut off at
 * generated points, with a boundary that is not the body's, without one, with broken part headers, and bytes that are
 * no form at all. Never a 5xx: 400 UNREADABLE_FORM, or 403 first for a caller who may not use the route.
 */
const RUNS_PER_KIND = 4;
const BOUNDARY = 'fuzz-boundary';

/** A whole form with a file of every accepted kind and the fields of all three forms, cut or spoilt below. */
const whole = multipart(
  { title: 'Fuzz', description: 'Fuzzed', type: '1', name: 'Fuzz Person' },
  {
    name: 'file',
    fileName: 'fuzz.pdf',
    contentType: 'application/pdf',
    content: Buffer.concat([TINY_PDF, Buffer.from('date,email\n'), PNG_BYTES, Buffer.alloc(4_000, 0x41)]),
  },
  BOUNDARY,
).payload;
const contentType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

type Malformed = { label: string; contentType: string; payload: Buffer };

const malformed: fc.Arbitrary<Malformed> = fc.oneof(
  fc.integer({ min: 1, max: whole.length - 8 }).map((cut) => ({
    label: `cut off after ${cut} bytes`,
    contentType: contentType(),
    payload: whole.subarray(0, cut),
  })),
  fc.stringMatching(/^[a-z0-9-]{1,40}$/).map((other) => ({
    label: `boundary ${other} that the body never uses`,
    contentType: contentType(`x${other}`),
    payload: whole,
  })),
  fc.constant({ label: 'no boundary', contentType: 'multipart/form-data', payload: whole }),
  fc.uint8Array({ minLength: 1, maxLength: 600 }).map((bytes) => ({
    label: `${bytes.length} bytes of no form`,
    contentType: contentType(),
    payload: Buffer.from(bytes),
  })),
  fc
    .constantFrom('Content-Type: text/plain', 'Content-Disposition form-data', 'Content-Disposition: attachment')
    .map((header) => ({
      label: `part header "${header}" and no end`,
      contentType: contentType(),
      payload: Buffer.from(`--${BOUNDARY}\r\n${header}\r\n\r\nvalue`),
    })),
);

describe('OpenAPI fuzzing of multipart operations with malformed forms', () => {
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let t: TestContext;
  let operations: Operation[];

  beforeAll(async () => {
    harness = await createTestContext();
    t = await harness.reset();
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const access = new Map(t.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route.access]));
    operations = operationsOf(document, access).filter((op) => op.multipart);
  });
  afterAll(async () => harness.close());

  it('finds the three multipart operations: the import, the document upload and the profile', () => {
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual([
      'POST /api/files',
      'POST /api/logs/import',
      'POST /api/user/profile',
    ]);
  });

  for (const role of ['SUPER_ADMIN', 'USER'] as const) {
    it(`answers every malformed form as ${role} with 400 UNREADABLE_FORM (403 when not allowed), never a 5xx`, async () => {
      const caller = await buildUser(t.database.db, { roleId: Role[role] });
      const problems: string[] = [];
      for (const [index, op] of operations.entries()) {
        const forms = fc.sample(malformed, { seed: FUZZ_SEED + index, numRuns: RUNS_PER_KIND * 5 });
        const mayCall = can(Role[role], op.access as Parameters<typeof can>[1]);
        for (const form of forms) {
          const token = await startSession(t.database.db, caller.id, t.config, t.clock.now());
          const response = await t.app.inject({
            method: 'POST',
            url: urlOf(op, { path: {}, query: {} }),
            headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
            payload: form.payload,
          });
          const status = response.statusCode;
          const expected = mayCall ? 400 : 403;
          const code = (JSON.parse(response.body) as { code?: string }).code;
          const what = `${op.path} [${form.label}] → ${status} ${response.body.slice(0, 120)}`;
          if (status !== expected || !isErrorBodyOf(status, response.body)) problems.push(what);
          else if (mayCall && code !== 'UNREADABLE_FORM') problems.push(`${what}: not UNREADABLE_FORM`);
        }
      }
      expect(problems).toEqual([]);
    }, 60_000);
  }
});
