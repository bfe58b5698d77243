import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { LeaveStatus, LeaveType, Role } from '@portal/shared';
import { feedToken } from './features/calendar/service.js';
import { createTestContext, type TestContext } from './test/app.js';
import { buildClient, signedIn } from './test/factories.js';
import { buildAssignment, buildLeave } from './test/record-factories.js';

/**
 * docs/product/leave.md#private-absences: every route that can answer with leave, walked as a colleague (a USER
 * reading another USER's private leave with notes), fails on any note or private type it finds; the person and an
 * admin still see both. The walk takes every GET route the app serves, so a new one cannot escape it; the table
 * below says what each route of the leave, calendar and reports features must show a colleague.
 */

const SICK_NOTE = 'Migraine, doctor visit';
const ANNUAL_NOTE = 'Family wedding';
/** The private type's names in both languages, as a colleague must never read them beside Anna's leave. */
const PRIVATE_NAMES = ['Sick leave', 'Krankheit'];
const SICK_DAY = '2026-11-24';

/** What a colleague's request to a leave, calendar or reports route must answer. */
type Expected = 'shows-leave' | 'refused' | 'no-leave';

// prettier-ignore
const LEAVE_ROUTES: Record<string, Expected> = {
  'GET /api/range/holidays':                      'shows-leave',
  'GET /api/holidays/requesting/:id':             'shows-leave',
  'GET /api/user/:id/holidays/day/:date':         'shows-leave',
  'GET /api/users/:id/days':                      'shows-leave',
  'GET /api/holidays':                            'refused',
  'GET /api/holidays/pending_context':            'refused',
  'GET /api/team_calendar':                       'refused',
  'GET /api/calendar/team/:file':                 'refused',
  'GET /api/report/user/:id/month/:m/year/:y':    'refused',
  'GET /api/logs/client/:id/month/:m/year/:y':    'refused',
  'GET /api/weekly/logs':                         'refused',
  // The caller's own feed: their own leave only.
  'GET /api/calendar/:file':                      'no-leave',
  'GET /api/calendar/feed':                       'no-leave',
  'GET /api/days_available/:id':                  'refused',
  'GET /api/days_available/suggest':              'refused',
  'GET /api/holidays/types':                      'no-leave',
  'GET /api/leave_types':                         'no-leave',
  'GET /api/clients/:id/public':                  'refused',
};

/** The catalogue of types names every type, Sick leave too; it says nothing about anyone's absence. */
const TYPE_CATALOGUES = new Set(['GET /api/holidays/types', 'GET /api/leave_types']);

interface People {
  anna: { id: number; headers: Record<string, string> };
  ben: { id: number; headers: Record<string, string> };
  admin: { id: number; headers: Record<string, string> };
}

let harness: Awaited<ReturnType<typeof createTestContext>>;
let t: TestContext;
let people: People;

beforeAll(async () => {
  harness = await createTestContext();
  t = await harness.reset();
  const db = t.database.db;
  const anna = await signedIn(t.app, db, { name: 'Anna Absent' });
  const ben = await signedIn(t.app, db, { name: 'Ben Colleague' });
  const admin = await signedIn(t.app, db, { roleId: Role.ADMIN });
  people = {
    anna: { id: anna.user.id, headers: anna.headers },
    ben: { id: ben.user.id, headers: ben.headers },
    admin: { id: admin.user.id, headers: admin.headers },
  };
  const client = await buildClient(db);
  for (const person of [anna.user, ben.user])
    await buildAssignment(db, { userId: person.id, clientId: client.id, fromDate: '2026-01-01' });
  const sick = { userId: anna.user.id, type: LeaveType.SICK, notes: SICK_NOTE };
  await buildLeave(db, { ...sick, fromDate: SICK_DAY, status: LeaveStatus.APPROVED });
  await buildLeave(db, { ...sick, fromDate: '2026-11-26', toDate: '2026-11-27' });
  await buildLeave(db, {
    userId: anna.user.id,
    type: LeaveType.ANNUAL,
    notes: ANNUAL_NOTE,
    fromDate: '2026-12-07',
    toDate: '2026-12-08',
    status: LeaveStatus.APPROVED,
  });
  // Ben's own leave beside the same days: his answers are his own.
  await buildLeave(db, { userId: ben.user.id, fromDate: SICK_DAY, status: LeaveStatus.APPROVED });
});
afterAll(async () => harness.close());

/** The URL of a GET route with Anna named wherever a person is, and a query every reading route understands. */
async function urlFor(route: string, reader: number): Promise<string> {
  const values: Record<string, string> = {
    id: String(people.anna.id),
    userId: String(people.anna.id),
    date: SICK_DAY,
    m: '11',
    y: '2026',
    month: '2026-11',
    file: `${await feedToken(t.database.db, reader, false)}.ics`,
  };
  const path = route
    .replace(/^GET /, '')
    .replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1')
    .replace('/*', '/index.html');
  const query = `user_id=${people.anna.id}&from=2026-11-01&to=2026-12-31&year=2026&month=2026-11`;
  return `${path}?${query}`;
}

/** Every GET route the app serves but the API's own documents. */
function readingRoutes(): string[] {
  return [
    ...new Set(
      t.app.apiRoutes
        .filter((route) => route.method === 'GET' && !route.url.startsWith('/api/docs'))
        .map((route) => `GET ${route.url}`),
    ),
  ];
}

/** Whether the route answers a download with `?format=`, and in which formats. */
function formatsOf(route: string): string[] {
  const declared = t.app.apiRoutes.find((candidate) => `GET ${candidate.url}` === route)?.schema?.querystring;
  const text = JSON.stringify(declared ?? {});
  return ['csv', 'xlsx', 'pdf'].filter((format) => text.includes(`"${format}"`));
}

async function textOf(body: Buffer, contentType: string): Promise<string> {
  if (!contentType.includes('spreadsheetml')) return body.toString('utf8');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
  return cells.join('\n');
}

/** Anna's leave entries in a JSON answer that name the private type by id. */
function privateTypeEntries(value: unknown, annaId: number): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => privateTypeEntries(item, annaId));
  if (typeof value !== 'object' || value === null) return [];
  const entry = value as Record<string, unknown>;
  const annas = entry.requesting_id === annaId || entry.user_id === annaId;
  const own = annas && entry.type === LeaveType.SICK && 'from_date' in entry ? [entry] : [];
  return [...own, ...Object.values(entry).flatMap((item) => privateTypeEntries(item, annaId))];
}

/** What a colleague must not read in one answer: a note, a private type's name, a private type's id. */
function leaksOf(route: string, text: string): string[] {
  const leaks = [SICK_NOTE, ANNUAL_NOTE].filter((note) => text.includes(note));
  if (!TYPE_CATALOGUES.has(route)) leaks.push(...PRIVATE_NAMES.filter((name) => text.includes(name)));
  try {
    if (privateTypeEntries(JSON.parse(text), people.anna.id).length > 0) leaks.push('the private type id');
  } catch {
    // Not JSON: a feed, a CSV or a spreadsheet's cells, read as text above.
  }
  return leaks;
}

describe('private absences as a colleague reads them (docs/product/leave.md#private-absences)', () => {
  it('lists every GET route of the leave, calendar and reports features in the table, and none that does not exist', () => {
    const tagged = t.app.apiRoutes
      .filter((route) => route.method === 'GET')
      .filter((route) => {
        const tags = (route.schema as { tags?: string[] } | undefined)?.tags ?? [];
        return tags.some((tag) => ['leave', 'calendar', 'reports'].includes(tag));
      })
      .map((route) => `GET ${route.url}`);
    const served = new Set(readingRoutes());

    expect(tagged.filter((route) => !(route in LEAVE_ROUTES))).toEqual([]);
    expect(Object.keys(LEAVE_ROUTES).filter((route) => !served.has(route))).toEqual([]);
  });

  it('finds no note and no private type in any answer of any GET route, downloads included', async () => {
    const found: string[] = [];
    let read = 0;
    for (const route of readingRoutes()) {
      const url = await urlFor(route, people.ben.id);
      for (const format of ['', ...formatsOf(route)]) {
        const response = await t.app.inject({
          method: 'GET',
          url: format ? `${url}&format=${format}` : url,
          headers: people.ben.headers,
        });
        if (response.statusCode >= 400) continue;
        read += 1;
        const text = await textOf(response.rawPayload, String(response.headers['content-type'] ?? ''));
        for (const leak of leaksOf(route, text)) found.push(`${route} ${format}: ${leak}`);
      }
    }

    expect(found).toEqual([]);
    expect(read).toBeGreaterThan(30);
  });

  it.each(Object.entries(LEAVE_ROUTES))('%s answers a colleague as the table says: %s', async (route, expected) => {
    const response = await t.app.inject({
      method: 'GET',
      url: await urlFor(route, people.ben.id),
      headers: people.ben.headers,
    });

    if (expected === 'refused') expect([403, 404]).toContain(response.statusCode);
    else expect(response.statusCode).toBe(200);
    if (expected === 'shows-leave') expect(response.body).toMatch(/2026-11-2[46]|"leave":1/);
    if (expected === 'no-leave') expect(response.body).not.toContain('2026-12-07');
  });

  it("shows a colleague Anna's sick day as 'Absent' with no notes, and her annual leave's type without its notes", async () => {
    const response = await t.app.inject({
      url: `/api/holidays/requesting/${people.anna.id}`,
      headers: people.ben.headers,
    });

    const seen = (response.json() as { data: Record<string, unknown>[] }).data.map(
      ({ from_date, type, type_text, notes, status }) => ({ from_date, type, type_text, notes, status }),
    );
    expect(seen).toEqual([
      { from_date: '2026-12-07', type: LeaveType.ANNUAL, type_text: 'Annual leave', notes: null, status: 1 },
      { from_date: '2026-11-26', type: null, type_text: 'Absent', notes: null, status: 0 },
      { from_date: SICK_DAY, type: null, type_text: 'Absent', notes: null, status: 1 },
    ]);
  });

  it("says 'Abwesend' to a colleague who reads German", async () => {
    const response = await t.app.inject({
      url: `/api/user/${people.anna.id}/holidays/day/${SICK_DAY}`,
      headers: { ...people.ben.headers, 'accept-language': 'de' },
    });

    expect(response.json().data).toEqual([
      expect.objectContaining({ type: null, type_text: 'Abwesend', notes: null, from_half: 'full', to_half: 'full' }),
    ]);
  });
});

describe('the person and admins still see the reasons (docs/product/leave.md#private-absences)', () => {
  it.each([
    ['Anna herself', () => people.anna.headers],
    ['an admin', () => people.admin.headers],
  ])('%s reads the type and the notes', async (_who, headers) => {
    const response = await t.app.inject({ url: `/api/holidays/requesting/${people.anna.id}`, headers: headers() });

    const sickDay = (response.json() as { data: Record<string, unknown>[] }).data.find(
      (request) => request.from_date === SICK_DAY,
    );
    expect(sickDay).toMatchObject({ type: LeaveType.SICK, type_text: 'Sick leave', notes: SICK_NOTE });
  });

  it("shows an admin the private type on the team calendar and in the team feed's titles", async () => {
    const calendar = await t.app.inject({ url: '/api/team_calendar?year=2026', headers: people.admin.headers });
    const feed = await t.app.inject({
      url: `/api/calendar/team/${await feedToken(t.database.db, people.admin.id, false)}.ics`,
    });

    const annas = (calendar.json().data.leave as { user_id: number; type: number | null }[]).filter(
      (entry) => entry.user_id === people.anna.id,
    );
    expect(annas.map((entry) => entry.type)).toEqual([LeaveType.SICK, LeaveType.SICK, LeaveType.ANNUAL]);
    expect(feed.body).toContain('Anna Absent: Sick leave');
  });

  it('shows Anna her own sick day by its type in her own feed', async () => {
    const feed = await t.app.inject({
      url: `/api/calendar/${await feedToken(t.database.db, people.anna.id, false)}.ics`,
    });

    expect(feed.body).toContain('SUMMARY:Sick leave');
  });
});
