import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signIn, signedIn } from '../../test/factories.js';
import { END, field, filePart, holdUpload, listening } from '../../test/held-upload.js';
import { PNG_BYTES, TINY_PDF } from '../../test/multipart.js';
import { buildAssignment } from '../../test/record-factories.js';

const HEADER = 'date,email,client,description,minutes\n';

/**
 * docs/product/http-contract.md#body-time-limit: bodies that arrive slowly hold nothing the rest of the portal
 * needs, and one that takes longer than BODY_TIMEOUT ends with 408. These run against a listening server (real sockets),
 * on the test run's database (PGlite, or PostgreSQL with TEST_DB=postgres).
 */
/** How long each call takes, in order; one that has not answered after 2 s is given up (Infinity). */
async function timed(calls: ((signal: AbortSignal) => Promise<Response>)[]): Promise<number[]> {
  const times: number[] = [];
  for (const call of calls) {
    const started = performance.now();
    const response = await call(AbortSignal.timeout(2_000)).catch(() => null);
    await response?.arrayBuffer();
    expect(response?.status ?? 0).toBeLessThan(300);
    times.push(response ? performance.now() - started : Infinity);
  }
  return times;
}

describe('uploads held open by their senders (docs/product/http-contract.md#body-time-limit)', () => {
  const t = useTestContext();

  it("leave /api/health and another person's calls answering at their usual speed", async () => {
    const base = await listening(t.app);
    const admin = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN, email: 'ada@example.com' });
    const ben = await buildUser(t.database.db, { email: 'ben@example.com' });
    const acme = await buildClient(t.database.db, 'Acme');
    await buildAssignment(t.database.db, { userId: admin.user.id, clientId: acme.id });
    await buildAssignment(t.database.db, { userId: ben.id, clientId: acme.id });
    const benToken = await signIn(t.app, 'ben@example.com');
    const asBen = { authorization: `Bearer ${benToken}`, 'content-type': 'application/json' };
    const adminToken = admin.headers.authorization!.replace('Bearer ', '');
    const row = (n: number) => `2026-11-${String(2 + (n % 20)).padStart(2, '0')},ada@example.com,Acme,Row ${n},30\n`;
    const rows = (from: number, to: number) => Array.from({ length: to - from }, (_, n) => row(from + n)).join('');
    const calls = () => [
      (signal: AbortSignal) => fetch(`${base}/api/health`, { signal }),
      (signal: AbortSignal) => fetch(`${base}/api/user`, { headers: asBen, signal }),
      (signal: AbortSignal) =>
        fetch(`${base}/api/logs`, {
          method: 'POST',
          headers: asBen,
          signal,
          body: JSON.stringify({
            user_id: ben.id,
            client_id: acme.id,
            date: '2026-11-16',
            duration: 60,
            description: 'Review',
          }),
        }),
    ];
    const usual = await timed([...calls(), ...calls()]);

    // Ten imports (as many as PostgreSQL's pool has connections), a document and a picture, all started and held.
    const imports = Array.from({ length: 10 }, () =>
      holdUpload(
        base,
        '/api/logs/import',
        adminToken,
        filePart('file', 'logs.csv', 'text/csv') + HEADER + rows(0, 200),
      ),
    );
    const document = holdUpload(
      base,
      '/api/files',
      adminToken,
      Buffer.concat([
        Buffer.from(
          field('title', 'Handbook') +
            field('description', 'For everyone') +
            field('type', '0') +
            filePart('file', 'h.pdf', 'application/pdf'),
        ),
        TINY_PDF,
      ]),
    );
    const picture = holdUpload(
      base,
      '/api/user/profile',
      adminToken,
      Buffer.concat([Buffer.from(filePart('profile_picture', 'me.png', 'image/png')), PNG_BYTES.subarray(0, 20)]),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const meanwhile = await timed([...calls(), ...calls()]).catch((error: unknown) => error);

    const answers = await Promise.all([
      ...imports.map((upload) => upload.finish(rows(200, 400) + END)),
      document.finish(END),
      picture.finish(Buffer.concat([PNG_BYTES.subarray(20), Buffer.from(END)])),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(201), 201, 200]);
    if (!Array.isArray(meanwhile)) throw meanwhile;
    expect(Math.max(...meanwhile)).toBeLessThan(1_000);
    expect(Math.max(...meanwhile)).toBeLessThan(Math.max(...usual) + 500);
  });
});

describe('BODY_TIMEOUT (docs/product/http-contract.md#body-time-limit)', () => {
  const t = useTestContext({ BODY_TIMEOUT: '1s' });

  it('ends an upload whose body has not arrived in time with 408 BODY_TIMEOUT, and the connection', async () => {
    const base = await listening(t.app);
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const token = headers.authorization!.replace('Bearer ', '');
    const started = performance.now();

    const upload = holdUpload(base, '/api/logs/import', token, filePart('file', 'logs.csv', 'text/csv') + HEADER);
    const answer = await upload.answer;

    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'BODY_TIMEOUT',
      message: 'The request took too long to arrive. Please try again.',
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('does the same to a JSON body that stops half way', async () => {
    const base = await listening(t.app);
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });

    const answer = await new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const request = http.request(`${base}/api/clients`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': '100' },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
        );
      });
      request.on('error', reject);
      request.write('{"name": "Ac');
    });

    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'BODY_TIMEOUT' });
    expect(answer.connection).toBe('close');
  });

  it('leaves a body that arrives in time alone', async () => {
    const base = await listening(t.app);
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });

    const response = await fetch(`${base}/api/clients`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Acme' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 1_200));

    expect(response.status).toBe(201);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});
