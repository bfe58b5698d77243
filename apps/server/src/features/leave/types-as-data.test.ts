import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LeaveStatus, Role, type RoleId } from '@portal/shared';
import { allowances, auditEntries, leaveRequests, mailOutbox } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';
import { buildLeaveType } from '../../test/record-factories.js';

type Headers = Record<string, string>;

/** Monday to Friday of a December week after the test clock's today (2026-11-23): 5 working days. */
const MONDAY = '2026-12-07';
const FRIDAY = '2026-12-11';
const TYPE_UNKNOWN = 'Choose one of the active leave types.';

/** docs/product/leave.md#types: leave requests of the company's own types, active or not, with or without approval. */
describe('leave requests of types as data (docs/product/leave.md#types, #no-approval, #balances)', () => {
  const t = useTestContext();

  const as = (roleId: RoleId, name?: string) => signedIn(t.app, t.database.db, { roleId, ...(name ? { name } : {}) });
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const request = (headers: Headers, requestingId: number, type: number, from = MONDAY, to = FRIDAY) =>
    t.app.inject({
      method: 'POST',
      url: '/api/holidays',
      headers,
      payload: { type, from_date: from, to_date: to, notes: 'Planned', requesting_id: requestingId },
    });
  const allow = (userId: number, total: number, year = 2026) =>
    t.database.db.insert(allowances).values({ userId, year, total });
  const mailTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  const storedOf = (userId: number) =>
    t.database.db.select().from(leaveRequests).where(eq(leaveRequests.requestingId, userId));
  const patchType = async (id: number, payload: Record<string, unknown>) => {
    const { headers } = await as(Role.ADMIN);
    const response = await t.app.inject({ method: 'PATCH', url: `/api/leave_types/${id}`, headers, payload });
    expect(response.statusCode).toBe(200);
  };

  describe('choosing a type (POST /api/holidays)', () => {
    it("refuses an unknown type with 400 VALIDATION_FAILED under type, in the caller's language", async () => {
      const { headers, user } = await as(Role.USER);

      const english = await request(headers, user.id, 7);
      const german = await request({ ...headers, 'accept-language': 'de' }, user.id, 7);

      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: TYPE_UNKNOWN,
        errors: { type: [TYPE_UNKNOWN] },
      });
      expect(german.json().errors.type).toEqual(['Wähle eine der aktiven Abwesenheitsarten.']);
      expect(await storedOf(user.id)).toEqual([]);
    });

    it('refuses an inactive type, to admins too', async () => {
      const archived = await buildLeaveType(t.database.db, { active: false });
      const { headers, user } = await as(Role.ADMIN);

      const response = await request(headers, user.id, archived.id);

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ type: [TYPE_UNKNOWN] });
    });

    it("takes a company's own type and names it in type_text", async () => {
      const training = await buildLeaveType(t.database.db, { name: 'Training' });
      const { headers, user } = await as(Role.USER);

      const response = await request(headers, user.id, training.id);

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ type: training.id, type_text: 'Training', status: 0 });
    });

    it('keeps existing requests of a type deactivated later, still named, in every list', async () => {
      const { headers, user } = await as(Role.USER);
      const { headers: admin } = await as(Role.ADMIN);
      const training = await buildLeaveType(t.database.db, { name: 'Training' });
      const made = (await request(headers, user.id, training.id)).json().data;

      await patchType(training.id, { active: false });

      const mine = (await get(`/api/holidays/requesting/${user.id}`, headers)).json().data;
      const everyone = (await get('/api/holidays', admin)).json().data;
      expect(mine).toEqual([expect.objectContaining({ id: made.id, type: training.id, type_text: 'Training' })]);
      expect(everyone).toEqual([expect.objectContaining({ id: made.id, type_text: 'Training' })]);
      const approved = await t.app.inject({
        method: 'PUT',
        url: `/api/holidays/${made.id}`,
        headers: admin,
        payload: { status: LeaveStatus.APPROVED },
      });
      expect(approved.json().data).toMatchObject({ status: 1, type_text: 'Training' });
    });

    it('names a renamed first type by its new name in type_text and in the e-mail to the approver', async () => {
      await patchType(1, { name: 'Illness' });
      const { headers, user } = await as(Role.USER, 'Erik Employee');

      const response = await request(headers, user.id, 1);

      expect(response.json().data.type_text).toBe('Illness');
      const [mail] = await mailTo('root@example.com');
      expect(mail!.text).toContain(`Erik Employee asks for Illness from ${MONDAY} to ${FRIDAY} (5 working days).`);
    });
  });

  describe('a type without approval (docs/product/leave.md#no-approval)', () => {
    const noApproval = () => buildLeaveType(t.database.db, { name: 'Training', needsApproval: false });

    it('is Approved at once, decided by the portal: decided_at now, decided_by null', async () => {
      const training = await noApproval();
      const { headers, user } = await as(Role.USER);

      const response = await request(headers, user.id, training.id);

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        status: LeaveStatus.APPROVED,
        decided_by: null,
        decided_at: t.clock.now().toISOString(),
      });
      const [stored] = await storedOf(user.id);
      expect(stored).toMatchObject({ status: LeaveStatus.APPROVED, decidedById: null });
      const days = (await get(`/api/range/holidays?user_id=${user.id}&from=${MONDAY}&to=${FRIDAY}`, headers)).json();
      expect(days).toHaveLength(5);
    });

    it('asks nobody: the approver gets no e-mail, the requester gets the decision e-mail', async () => {
      const training = await noApproval();
      const { headers, user } = await as(Role.USER);

      await request(headers, user.id, training.id);

      expect(await mailTo('root@example.com')).toEqual([]);
      const [mail] = await mailTo(user.email);
      expect(mail!.subject).toBe(`Your leave from ${MONDAY} was approved`);
      expect(mail!.text).toContain(
        `Your Training from ${MONDAY} to ${FRIDAY} is approved: this leave type needs no approval.`,
      );
    });

    it('sends no decision e-mail to a requester who turned it off', async () => {
      const training = await noApproval();
      const { headers, user } = await as(Role.USER);
      const off = await t.app.inject({
        method: 'PUT',
        url: '/api/user/notifications',
        headers,
        payload: { off: ['leave_decided'] },
      });
      expect(off.statusCode).toBe(200);

      const response = await request(headers, user.id, training.id);

      expect(response.statusCode).toBe(201);
      expect(await mailTo(user.email)).toEqual([]);
    });

    it('records the request with its status in the audit trail', async () => {
      const training = await noApproval();
      const { headers, user } = await as(Role.USER);

      const created = (await request(headers, user.id, training.id)).json().data;

      const rows = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'leave.request'));
      expect(rows).toEqual([
        expect.objectContaining({
          actorId: user.id,
          targetId: String(created.id),
          after: expect.objectContaining({ status: LeaveStatus.APPROVED, decided_by: null }),
        }),
      ]);
    });

    it('still reopens and declines like any request', async () => {
      const training = await noApproval();
      const { headers, user } = await as(Role.USER);
      const { headers: admin } = await as(Role.ADMIN, 'Ada Admin');
      const created = (await request(headers, user.id, training.id)).json().data;

      const declined = await t.app.inject({
        method: 'PUT',
        url: `/api/holidays/${created.id}`,
        headers: admin,
        payload: { status: LeaveStatus.DECLINED },
      });

      expect(declined.json().data).toMatchObject({ status: LeaveStatus.DECLINED, decided_by: { name: 'Ada Admin' } });
    });
  });

  describe('types that use the allowance (docs/product/leave.md#balances)', () => {
    it("charges a company's own type that uses the allowance, and refuses it beyond the balance", async () => {
      const study = await buildLeaveType(t.database.db, { name: 'Study leave', usesAllowance: true });
      const { headers, user } = await as(Role.USER);
      await allow(user.id, 8);

      const first = await request(headers, user.id, study.id);
      const second = await request(headers, user.id, study.id, '2026-12-14', '2026-12-18');

      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({
        code: 'NOT_ENOUGH_DAYS',
        message: 'Not enough holiday days left: 3 days left.',
        errors: { to_date: ['Not enough holiday days left: 3 left.'] },
      });
      const balances = (await get(`/api/days_available/${user.id}`, headers)).json().data;
      expect(balances).toMatchObject({ available_days_left_current: 3, available_days_left_all: 3 });
    });

    it('lets an admin file it beyond the balance: the balance goes negative', async () => {
      const study = await buildLeaveType(t.database.db, { name: 'Study leave', usesAllowance: true });
      const { headers } = await as(Role.ADMIN);
      const employee = await as(Role.USER);
      await allow(employee.user.id, 2);

      const response = await request(headers, employee.user.id, study.id);

      expect(response.statusCode).toBe(201);
      const balances = (await get(`/api/days_available/${employee.user.id}`, headers)).json().data;
      expect(balances.available_days_left_all).toBe(-3);
    });

    it('charges and bounds Annual leave no more once it stops using the allowance', async () => {
      await patchType(0, { uses_allowance: false });
      const { headers, user } = await as(Role.USER);

      const response = await request(headers, user.id, 0);
      const nextYearButOne = await request(headers, user.id, 0, '2028-01-10', '2028-01-10');

      expect(response.statusCode).toBe(201);
      expect(nextYearButOne.statusCode).toBe(201);
      const balances = (await get(`/api/days_available/${user.id}`, headers)).json().data;
      expect(balances.available_days_left_all).toBe(0);
    });

    it('bounds leave of any type that uses the allowance to the end of next year (docs/product/leave.md#annual-limit)', async () => {
      const study = await buildLeaveType(t.database.db, { name: 'Study leave', usesAllowance: true });
      const { headers, user } = await as(Role.ADMIN);

      const tooLate = await request(headers, user.id, study.id, '2028-01-10', '2028-01-10');
      const sick = await request(headers, user.id, 1, '2028-01-10', '2028-01-10');

      expect(tooLate.statusCode).toBe(400);
      expect(tooLate.json().errors).toEqual({ to_date: ['Annual leave can be requested up to 31 December 2027.'] });
      expect(sick.statusCode).toBe(201);
    });

    it('refuses the days that only an admin-filed overdraft is left for: 0 days left', async () => {
      const { headers, user } = await as(Role.USER);
      const { headers: admin } = await as(Role.ADMIN);
      await allow(user.id, 3);
      expect((await request(admin, user.id, 0)).statusCode).toBe(201);

      const response = await request(headers, user.id, 0, '2026-12-14', '2026-12-14');

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Not enough holiday days left: 0 days left.');
    });
  });

  describe('GET /api/holidays/types (the old shape, docs/product/leave.md#types)', () => {
    it('names the active types by id: a deactivated one disappears, a renamed one and a new one show', async () => {
      const { headers } = await as(Role.USER);
      const training = await buildLeaveType(t.database.db, { name: 'Training' });
      await buildLeaveType(t.database.db, { name: 'Sabbatical', active: false });
      await patchType(3, { active: false });
      await patchType(1, { name: 'Illness' });

      const response = await get('/api/holidays/types', headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        '0': 'Annual leave',
        '1': 'Illness',
        '2': 'Paid leave (special occasion)',
        '4': 'Day off in lieu',
        [String(training.id)]: 'Training',
      });
    });

    it("names the first types in the caller's language", async () => {
      const { headers } = await as(Role.USER);

      const response = await get('/api/holidays/types', { ...headers, 'accept-language': 'de' });

      expect(response.json()).toMatchObject({ '0': 'Urlaub', '1': 'Krankheit' });
    });
  });
});
