import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { startSession } from './platform/auth/sessions.js';
import { timesheets, users } from './platform/db/schema.js';
import { createTestContext } from './test/app.js';
import { buildClient } from './test/factories.js';
import {
  type Fixture,
  type Case,
  person,
  sessionHeaders,
  type Built,
  uploadDocument,
  uploadPicture,
  storedApiToken,
} from './test/access-matrix/cases.js';
import { accountRequests } from './test/access-matrix/requests-account.js';
import { leaveRequests } from './test/access-matrix/requests-leave.js';
import { peopleRequests } from './test/access-matrix/requests-people.js';
import { reportsAndAdminRequests } from './test/access-matrix/requests-reports-and-admin.js';
import { workTimeRequests } from './test/access-matrix/requests-work-time.js';
import {
  CALLERS,
  type Caller,
  MATRIX,
  matches,
  type Outcome,
  parseOutcomes,
  type Whose,
} from './test/access-matrix/table.js';

/**
 * docs/product/http-contract.md#scale: every API route × every kind of caller, with their own and other people's records, in
 * ONE table (docs/product/roles-and-access.md). Each case runs on fresh records, so writes do not disturb the next.
 * The table is test/access-matrix/table.ts; how each route is called, test/access-matrix/requests-*.ts.
 */

/** How each route is called with valid input; records are made fresh for every case. */
const REQUESTS: Record<string, (c: Case) => Promise<Built>> = {
  ...accountRequests,
  ...peopleRequests,
  ...workTimeRequests,
  ...leaveRequests,
  ...reportsAndAdminRequests,
};

describe('access matrix (docs/decisions/0014-access-matrix-and-fuzzing.md)', () => {
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let f: Fixture;

  beforeAll(async () => {
    harness = await createTestContext();
    const t = await harness.reset();
    const db = t.database.db;
    const clientOfClientUser = (await buildClient(db, 'Northwind Matrix')).id;
    const callers = {
      deactivated: await person(db, Role.USER),
      CLIENT: await person(db, Role.CLIENT, clientOfClientUser),
      USER: await person(db, Role.USER),
      ADMIN: await person(db, Role.ADMIN),
      SUPER_ADMIN: await person(db, Role.SUPER_ADMIN),
    };
    const tokens = Object.fromEntries(
      await Promise.all(
        Object.entries(callers).map(async ([kind, who]) => [
          kind,
          await startSession(db, who.id, t.config, t.clock.now()),
        ]),
      ),
    ) as Fixture['tokens'];
    const apiTokensOfCallers = Object.fromEntries(
      await Promise.all(Object.entries(callers).map(async ([kind, who]) => [kind, await storedApiToken(t, who)])),
    ) as Fixture['apiTokens'];
    const bystander = await person(db, Role.USER);
    f = {
      t,
      callers,
      clientOfClientUser,
      documentId: 0,
      withPicture: new Set(),
      tokens,
      apiTokens: apiTokensOfCallers,
      bystander,
    };
    f.documentId = await uploadDocument(f);
    for (const callerPerson of Object.values(callers)) await uploadPicture(f, callerPerson.id);
    // Signed in while active, then deactivated: the session must stop working at once (docs/product/roles-and-access.md#deactivation).
    await db.update(users).set({ active: false }).where(eq(users.id, callers.deactivated.id));
  });
  afterAll(async () => harness.close());

  it('covers every API route, and lists no route that does not exist', () => {
    const served = new Set(f.t.app.apiRoutes.map((route) => `${route.method} ${route.url}`));
    const listed = new Set(MATRIX.map(([route]) => route));
    // A HEAD route is covered by the GET row of the same path, which the matrix also sends as HEAD.
    const covered = (route: string) => listed.has(route) || listed.has(route.replace(/^HEAD /, 'GET '));

    const missing = [...served].filter((route) => !covered(route));
    const unknown = [...listed].filter((route) => !served.has(route));
    const withoutRequest = [...listed].filter((route) => !REQUESTS[route]);

    expect(missing).toEqual([]);
    expect(unknown).toEqual([]);
    expect(withoutRequest).toEqual([]);
  });

  it('answers every route × caller × record as the table says', async () => {
    const { unexpected, sent } = await sendMatrix(f, 'session');
    console.info(
      `access matrix: ${f.t.app.apiRoutes.length} routes, ${MATRIX.length} rows, ${sent} requests, ${unexpected.length} unexpected`,
    );
    expect(unexpected).toEqual([]);
  }, 90_000);

  // docs/product/access.md#api-tokens: a token acts as its owner with the owner's role, except on the routes that
  // manage tokens, second factors, passwords or the session, which answer it 403.
  it('answers the same with the callers’ personal API tokens, and 403 on the session-only routes', async () => {
    // The session pass submitted and approved the callers' own month; it starts open again.
    const callerIds = Object.values(f.callers).map((who) => who.id);
    await f.t.database.db.delete(timesheets).where(inArray(timesheets.userId, callerIds));
    const { unexpected, sent } = await sendMatrix(f, 'api-token');
    console.info(`access matrix with API tokens: ${sent} requests, ${unexpected.length} unexpected`);
    expect(unexpected).toEqual([]);
  }, 90_000);
});

type Credential = 'session' | 'api-token';

/** What a caller gets with a token where the table names the session's answer: a session-only route is 403 to it. */
function withCredential(f: Fixture, route: string, callerKind: Caller, outcome: Outcome, credential: Credential) {
  if (credential === 'session' || callerKind === 'anonymous' || outcome === 401) return outcome;
  const [method, url] = route.split(' ');
  const sessionOnly = f.t.app.apiRoutes.some((r) => r.method === method && r.url === url && r.sessionOnly);
  return sessionOnly ? 403 : outcome;
}

async function sendMatrix(f: Fixture, credential: Credential): Promise<{ unexpected: string[]; sent: number }> {
  const unexpected: string[] = [];
  let sent = 0;
  const send = async (route: string, whose: Whose, callerKind: Caller, method: string, listed: Outcome) => {
    const me = callerKind === 'anonymous' ? f.bystander : f.callers[callerKind];
    const outcome = withCredential(f, route, callerKind, listed, credential);
    const remoteAddress = `10.${credential === 'session' ? 9 : 10}.${Math.floor(sent / 250)}.${(sent % 250) + 1}`;
    sent += 1;
    const c: Case = { f, me, whose, remoteAddress };
    const built = await REQUESTS[route]!(c);
    const auth =
      callerKind === 'anonymous'
        ? {}
        : credential === 'api-token'
          ? { authorization: `Bearer ${f.apiTokens[callerKind]}` }
          : route === 'POST /api/logout'
            ? await sessionHeaders(c, me.id)
            : { authorization: `Bearer ${f.tokens[callerKind]}` };
    const response = await f.t.app.inject({
      ...built,
      method: method as 'GET',
      remoteAddress,
      headers: { ...built.headers, ...auth },
    });
    if (!matches(outcome, response.statusCode)) {
      const body = method === 'HEAD' ? '' : response.body.slice(0, 120);
      unexpected.push(
        `${method} ${route.split(' ')[1]} [${whose}] as ${callerKind} (${credential}): expected ${outcome}, got ${response.statusCode} ${body}`,
      );
    }
  };

  for (const [route, whose, outcomeText] of MATRIX) {
    const outcomes = parseOutcomes(outcomeText);
    const method = route.split(' ')[0]!;
    // The callers of one row run side by side: each case has its own records and session.
    await Promise.all(CALLERS.map((callerKind) => send(route, whose, callerKind, method, outcomes[callerKind])));
    // Fastify answers HEAD with the GET route and its hooks; one caller whose answer varies checks it.
    if (method === 'GET') await send(route, whose, 'USER', 'HEAD', outcomes.USER);
  }
  return { unexpected, sent };
}
