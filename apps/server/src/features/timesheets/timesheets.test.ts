import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { auditEntries, mailOutbox, users } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildClient, buildUser, signedIn } from '../../test/factories.js';
import { buildPublicHoliday, buildWorkLog } from '../../test/record-factories.js';
import * as timeModel from '../../test/time-model-factories.js';

type Headers = Record<string, string>;

/** docs/product/closing.md#timesheets, #summary; the tests' today is Monday 2026-11-23. */
describe('timesheets (docs/product/closing.md#timesheets)', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const admin = () => signedIn(t.app, t.database.db, { roleId: Role.ADMIN, name: 'Adele Admin' });
  const auditOf = (action: string) => t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

  describe('GET /api/timesheets', () => {
    it('shows admins every active employee employed in the month, by name, and anyone else their own month', async () => {
      const db = t.database.db;
      const boss = await admin();
      const zoe = await signedIn(t.app, db, { name: 'Zoe' });
      await buildUser(db, { name: 'Bea' });
      await buildUser(db, { name: 'Gone', active: false });
      await buildUser(db, { name: 'Client', roleId: Role.CLIENT, clientId: (await buildClient(db)).id });
      const left = await buildUser(db, { name: 'Left in October' });
      await timeModel.setPersonTime(db, left.id, { endDate: '2026-10-31' });

      const everyone = await get('/api/timesheets?month=2026-11', boss.headers);
      const own = await get('/api/timesheets?month=2026-11', zoe.headers);

      expect(everyone.statusCode).toBe(200);
      expect(everyone.json().data.map((sheet: { name: string }) => sheet.name)).toEqual([
        'Adele Admin',
        // The first SUPER_ADMIN of every test database.
        'Administrator',
        'Bea',
        'Zoe',
      ]);
      expect(own.json().data).toEqual([
        expect.objectContaining({ user_id: zoe.user.id, month: '2026-11', status: 'open', submitted_at: null }),
      ]);
    });

    it("answers one person's month with user_id: any person's for admins, only their own for anyone else (403)", async () => {
      const db = t.database.db;
      const boss = await admin();
      const zoe = await signedIn(t.app, db, { name: 'Zoe' });
      const bea = await buildUser(db, { name: 'Bea' });

      const asAdmin = await get(`/api/timesheets?month=2026-11&user_id=${bea.id}`, boss.headers);
      const asZoe = await get(`/api/timesheets?month=2026-11&user_id=${zoe.user.id}`, zoe.headers);
      const zoeAsksForBea = await get(`/api/timesheets?month=2026-11&user_id=${bea.id}`, zoe.headers);

      expect(asAdmin.json().data.map((sheet: { name: string }) => sheet.name)).toEqual(['Bea']);
      expect(asZoe.json().data.map((sheet: { name: string }) => sheet.name)).toEqual(['Zoe']);
      expect(zoeAsksForBea.statusCode).toBe(403);
      expect(zoeAsksForBea.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You can only see your own timesheet.',
      });
    });

    it('refuses CLIENT users and anyone signed out', async () => {
      const client = await signedIn(t.app, t.database.db, {
        roleId: Role.CLIENT,
        clientId: (await buildClient(t.database.db)).id,
      });

      expect((await get('/api/timesheets?month=2026-11', client.headers)).statusCode).toBe(403);
      expect((await get('/api/timesheets?month=2026-11', {})).statusCode).toBe(401);
    });

    it("sums a part-timer's month up to today: a public holiday has no target, a half day of leave half of it (#summary)", async () => {
      const db = t.database.db;
      const mia = await signedIn(t.app, db, { name: 'Mia' });
      const acme = await buildClient(db);
      await timeModel.buildSchedule(db, mia.user.id, '2026-01-01', timeModel.FOUR_DAYS_OF_SIX_HOURS);
      await buildPublicHoliday(db, '2026-11-11');
      await timeModel.buildHalfLeave(db, { userId: mia.user.id, fromDate: '2026-11-17', fromHalf: 'afternoon' });
      for (const [date, minutes] of [
        ['2026-11-02', 360],
        ['2026-11-03', 300],
        ['2026-11-07', 120],
        ['2026-11-17', 180],
      ] as const) {
        await buildWorkLog(db, { userId: mia.user.id, clientId: acme.id, date, minutes });
      }

      const response = await get('/api/timesheets?month=2026-11', mia.headers);

      // Monday to Thursday up to the 23rd: 13 days, less the holiday on the 11th; half of the 17th on leave.
      expect(response.json().data[0]).toMatchObject({
        logged_minutes: 960,
        target_minutes: 12 * 360 - 180,
        missing_days: [
          '2026-11-04',
          '2026-11-05',
          '2026-11-09',
          '2026-11-10',
          '2026-11-12',
          '2026-11-16',
          '2026-11-18',
          '2026-11-19',
          '2026-11-23',
        ],
        leave_days: 0.5,
      });
    });

    it('reads the overview of 3 people and of 30 with the same number of queries (docs/product/http-contract.md#scale)', async () => {
      const db = t.database.db;
      const boss = await admin();
      const acme = await buildClient(db);
      const lisbon = await timeModel.buildCalendar(db, 'Lisbon');
      await timeModel.buildCalendarHoliday(db, lisbon.id, '2026-11-05');
      const addPeople = async (count: number) => {
        for (let index = 0; index < count; index += 1) {
          const person = await buildUser(db);
          if (index % 2 === 1)
            await timeModel.buildSchedule(db, person.id, '2026-01-01', timeModel.FOUR_DAYS_OF_SIX_HOURS);
          if (index % 3 === 0)
            await timeModel.setPersonTime(db, person.id, { holidayCalendarId: lisbon.id, startDate: '2026-11-09' });
          await timeModel.buildHalfLeave(db, { userId: person.id, fromDate: '2026-11-18', fromHalf: 'afternoon' });
          await buildWorkLog(db, { userId: person.id, clientId: acme.id, date: '2026-11-16', minutes: 300 });
          if (index % 2 === 0) await post(`/api/timesheets/${person.id}/2026-11/approve`, boss.headers);
        }
      };
      const overview = async (expected: number) => {
        const response = await get('/api/timesheets?month=2026-11', boss.headers);
        expect(response.json().data).toHaveLength(expected);
      };

      await addPeople(3);
      const few = await queries.during(() => overview(5));
      await addPeople(27);
      const many = await queries.during(() => overview(32));

      expect(many).toBe(few);
    });
  });

  describe('submit, approve, reopen', () => {
    it('goes from open to submitted to approved to open again, each step audited', async () => {
      const ana = await signedIn(t.app, t.database.db, { name: 'Ana' });
      const boss = await admin();
      const url = `/api/timesheets/${ana.user.id}/2026-11`;

      const submitted = await post(`${url}/submit`, ana.headers);
      const approved = await post(`${url}/approve`, boss.headers);
      const reopened = await post(`${url}/reopen`, boss.headers, { comment: 'The 12th is missing.' });

      expect(submitted.statusCode).toBe(200);
      expect(submitted.json().data).toMatchObject({ status: 'submitted', submitted_at: '2026-11-23T09:00:00.000Z' });
      expect(approved.json().data).toMatchObject({
        status: 'approved',
        decided_by: { id: boss.user.id, name: 'Adele Admin' },
        decided_at: '2026-11-23T09:00:00.000Z',
      });
      expect(reopened.json().data).toMatchObject({
        status: 'open',
        comment: 'The 12th is missing.',
        submitted_at: null,
      });
      expect(await auditOf('timesheet.submit')).toEqual([
        expect.objectContaining({ actorId: ana.user.id, targetType: 'user', targetId: String(ana.user.id) }),
      ]);
      expect(await auditOf('timesheet.approve')).toEqual([expect.objectContaining({ actorId: boss.user.id })]);
      expect(await auditOf('timesheet.reopen')).toEqual([
        expect.objectContaining({ after: { month: '2026-11', comment: 'The 12th is missing.' } }),
      ]);
    });

    it('refuses a month that has not started (400) and a second submit or approval (409)', async () => {
      const ana = await signedIn(t.app, t.database.db);
      const boss = await admin();
      const url = `/api/timesheets/${ana.user.id}`;

      const future = await post(`${url}/2026-12/submit`, ana.headers);
      const futureApproval = await post(`${url}/2026-12/approve`, boss.headers);
      await post(`${url}/2026-10/submit`, ana.headers);
      const again = await post(`${url}/2026-10/submit`, ana.headers);
      await post(`${url}/2026-10/approve`, boss.headers);
      const approvedAgain = await post(`${url}/2026-10/approve`, boss.headers);
      const submitApproved = await post(`${url}/2026-10/submit`, boss.headers);
      const reopenOpen = await post(`${url}/2026-09/reopen`, boss.headers, { comment: 'Why?' });

      expect(future.statusCode).toBe(400);
      expect(future.json().errors).toHaveProperty('month');
      expect(futureApproval.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'This month has been submitted already.' });
      expect(approvedAgain.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'This month has been approved already.',
      });
      expect(submitApproved.statusCode).toBe(409);
      expect(reopenOpen.statusCode).toBe(409);
    });

    it("lets an admin submit for someone, but not a person submit someone else's month or approve their own", async () => {
      const ana = await signedIn(t.app, t.database.db);
      const bob = await signedIn(t.app, t.database.db);
      const boss = await admin();

      const forBob = await post(`/api/timesheets/${bob.user.id}/2026-11/submit`, ana.headers);
      const ownApproval = await post(`/api/timesheets/${ana.user.id}/2026-11/approve`, ana.headers);
      const byAdmin = await post(`/api/timesheets/${bob.user.id}/2026-11/submit`, boss.headers);

      expect(forBob.statusCode).toBe(403);
      expect(ownApproval.statusCode).toBe(403);
      expect(byAdmin.json().data.status).toBe('submitted');
    });

    it('asks for a reason to reopen, and e-mails it to the person in their language with a link to the dashboard', async () => {
      const ana = await signedIn(t.app, t.database.db, { name: 'Ana' });
      await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, ana.user.id));
      const boss = await admin();
      await post(`/api/timesheets/${ana.user.id}/2026-11/approve`, boss.headers);

      const withoutReason = await post(`/api/timesheets/${ana.user.id}/2026-11/reopen`, boss.headers, { comment: ' ' });
      await post(`/api/timesheets/${ana.user.id}/2026-11/reopen`, boss.headers, { comment: 'Der 12. fehlt.' });

      expect(withoutReason.statusCode).toBe(400);
      const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, ana.user.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/^Dein Stundenzettel für Nov\.? 2026 wurde wieder geöffnet$/);
      expect(mails[0]!.text).toContain('Begründung: Der 12. fehlt.');
      expect(mails[0]!.text).toContain(`${t.config.publicUrl}/`);
    });
  });

  describe('POST /api/timesheets/approve', () => {
    it('approves the named months not approved yet, answers those, and audits one row per person', async () => {
      const db = t.database.db;
      const boss = await admin();
      const [ana, bob, cem] = [
        await buildUser(db, { name: 'Ana' }),
        await buildUser(db, { name: 'Bob' }),
        await buildUser(db, { name: 'Cem' }),
      ];
      await post(`/api/timesheets/${bob.id}/2026-11/approve`, boss.headers);
      await post(`/api/timesheets/${cem.id}/2026-11/submit`, boss.headers);

      const response = await post('/api/timesheets/approve', boss.headers, {
        month: '2026-11',
        user_ids: [cem.id, ana.id, bob.id],
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((sheet: { name: string; status: string }) => [sheet.name, sheet.status])).toEqual(
        [
          ['Ana', 'approved'],
          ['Cem', 'approved'],
        ],
      );
      const rows = await auditOf('timesheet.approve');
      expect(rows.map((row) => row.targetId).sort()).toEqual([ana.id, bob.id, cem.id].map(String).sort());
      const list = await get('/api/timesheets?month=2026-11', boss.headers);
      const statuses = Object.fromEntries(
        list.json().data.map((sheet: { name: string; status: string }) => [sheet.name, sheet.status]),
      );
      expect(statuses).toMatchObject({ Ana: 'approved', Bob: 'approved', Cem: 'approved', 'Adele Admin': 'open' });
    });

    it('refuses people who are not employees, and a month that has not started', async () => {
      const boss = await admin();
      const client = await buildUser(t.database.db, {
        roleId: Role.CLIENT,
        clientId: (await buildClient(t.database.db)).id,
      });

      const notEmployee = await post('/api/timesheets/approve', boss.headers, {
        month: '2026-11',
        user_ids: [client.id],
      });
      const future = await post('/api/timesheets/approve', boss.headers, {
        month: '2027-01',
        user_ids: [boss.user.id],
      });

      expect(notEmployee.statusCode).toBe(404);
      expect(future.statusCode).toBe(400);
      expect(await auditOf('timesheet.approve')).toEqual([]);
    });
  });
});
