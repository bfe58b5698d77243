import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role } from '@portal/shared';
import { COMMON_PASSWORD_MESSAGE } from '../../platform/auth/passwords.js';
import { allowances, skills, userSkills, users, workLogs } from '../../platform/db/schema.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildClient, buildUser, DEFAULT_PASSWORD, signIn, signedIn } from '../../test/factories.js';
import { buildAssignment, buildWorkLog } from '../../test/record-factories.js';

/** GET /users/{id} carries the balance fields for admins (docs/product/http-contract.md#endpoints); none are set here. */
const NO_ALLOWANCES = {
  available_days_prev: 0,
  available_days_current: 0,
  available_days_next: 0,
  available_days_left_prev: 0,
  available_days_left_current: 0,
  available_days_left_next: 0,
  available_days_left_all: 0,
  available_days_expired_prev: 0,
  prev_usable_until: null,
};

const NEW_PASSWORD = 'Amber-Lantern-731';
const SUPER_ADMINS_ONLY = {
  code: 'FORBIDDEN',
  message: 'Only a super administrator can do this to a super administrator.',
};
const LAST_SUPER_ADMIN = { code: 'CONFLICT', message: 'The portal needs at least one active super administrator.' };
const EMAIL_TAKEN = { code: 'CONFLICT', message: 'This email address is already in use.' };
const USER_NOT_FOUND = { code: 'NOT_FOUND', message: 'User not found.' };

describe('people (docs/product/people-and-clients.md#users-screen, docs/product/http-contract.md#endpoints Users)', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: (typeof Role)[keyof typeof Role]) => signedIn(t.app, t.database.db, { roleId });
  const getUser = (id: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers });
  /** The SUPER_ADMIN that first start creates (docs/product/README.md#first-start), signed in. */
  const rootAdmin = async () => {
    const [root] = await t.database.db.select().from(users).where(eq(users.email, 'root@example.com'));
    if (!root) throw new Error('first start made no admin');
    const token = await signIn(t.app, root.email, 'Root-Pass-2026');
    return { user: root, token, headers: { authorization: `Bearer ${token}` } };
  };

  describe('GET /api/users', () => {
    const list = (headers: Record<string, string> = {}, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/users${query}`, headers });

    it('answers 401 without a token', async () => {
      const response = await list();

      expect(response.statusCode).toBe(401);
    });

    it('refuses an unknown include with 400', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await list(headers, '?include=salaries');

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('include');
    });

    it('refuses a CLIENT user with 403 (docs/product/roles-and-access.md#client-role)', async () => {
      const client = await buildClient(t.database.db);
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const response = await list(headers);

      expect(response.statusCode).toBe(403);
    });

    it('lets an employee read everybody with their client assignments and pivot', async () => {
      const { headers, user: viewer } = await as(Role.USER);
      const colleague = await buildUser(t.database.db, { name: 'Aaron Colleague' });
      const client = await buildClient(t.database.db, 'Acme');
      const assignment = await buildAssignment(t.database.db, {
        userId: colleague.id,
        clientId: client.id,
        hours: 20,
        fromDate: '2026-02-01',
        toDate: '2026-12-31',
      });

      const response = await list(headers);

      expect(response.statusCode).toBe(200);
      const people = response.json().data as { id: number }[];
      expect(people.map((person) => person.id)).toEqual(expect.arrayContaining([viewer.id, colleague.id]));
      const listed = people.find((person) => person.id === colleague.id);
      expect(listed).toMatchObject({ name: 'Aaron Colleague', email: colleague.email, role_id: Role.USER });
      expect(listed).toHaveProperty('clients', [
        {
          id: client.id,
          name: 'Acme',
          hours: 20,
          pivot: { id: assignment.id, client_id: client.id, hours: 20, from_date: '2026-02-01', to_date: '2026-12-31' },
        },
      ]);
      expect(listed).not.toHaveProperty('days_off');
      expect(listed).not.toHaveProperty('skills');
      expect(JSON.stringify(people)).not.toMatch(/password/i);
    });

    it('adds days_off keyed by year with include=days_off', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      await t.database.db.insert(allowances).values([
        { userId: person.id, year: 2026, total: 25 },
        { userId: person.id, year: 2027, total: 27 },
      ]);

      const response = await list(headers, '?include=days_off');

      expect(response.statusCode).toBe(200);
      const listed = (response.json().data as { id: number }[]).find((row) => row.id === person.id);
      expect(listed).toHaveProperty('days_off', { '2026': 25, '2027': 27 });
      expect(listed).not.toHaveProperty('skills');
    });

    it("refuses other people's allowances (include=days_off) to a USER with 403 (docs/product/roles-and-access.md#others-balances)", async () => {
      const { headers } = await as(Role.USER);

      const response = await list(headers, '?include=days_off');

      expect(response.statusCode).toBe(403);
    });

    it('adds skills with include=skills', async () => {
      const { headers } = await as(Role.USER);
      const person = await buildUser(t.database.db);
      const [typescript] = await t.database.db.insert(skills).values({ name: 'TypeScript' }).returning();
      await t.database.db.insert(userSkills).values({ userId: person.id, skillId: typescript!.id });

      const response = await list(headers, '?include=skills');

      expect(response.statusCode).toBe(200);
      const rows = response.json().data as { id: number }[];
      expect(rows.find((row) => row.id === person.id)).toHaveProperty('skills', [
        { id: typescript!.id, name: 'TypeScript' },
      ]);
      expect(rows.find((row) => row.id !== person.id)).toHaveProperty('skills', []);
    });

    it('hides deactivated people with status=active and shows them otherwise', async () => {
      const { headers } = await as(Role.ADMIN);
      const gone = await buildUser(t.database.db, { active: false });

      const active = await list(headers, '?status=active');
      const all = await list(headers);

      const activeIds = (active.json().data as { id: number }[]).map((row) => row.id);
      expect(activeIds).not.toContain(gone.id);
      expect(all.json().data).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: gone.id, status: 'inactive' })]),
      );
    });
  });

  describe('GET /api/users with page (the users screen, docs/product/people-and-clients.md#users-screen, docs/product/time-and-week.md#constants; docs/product/http-contract.md#scale)', () => {
    interface Listed {
      data: { id: number; name: string; email: string; role_id: number; status: string; clients: unknown[] }[];
      meta: { total: number; page: number; page_size: number };
    }
    const page = async (headers: Record<string, string>, query: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Listed;
    };
    /** The names the filters find, as the full list orders them (by name, then id). */
    const allNames = async (headers: Record<string, string>, query: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers })).json() as Listed).data.map(
        (row) => row.name,
      );

    it('answers one page of the full list in its order, with the total and the page size', async () => {
      const { headers } = await as(Role.ADMIN);
      for (let i = 0; i < 7; i += 1) await buildUser(t.database.db, { name: `Paged Person ${i}` });
      const everyone = await allNames(headers, 'status=all');

      const second = await page(headers, 'status=all&page=2&page_size=3');

      expect(second.meta).toEqual({ total: everyone.length, page: 2, page_size: 3 });
      expect(second.data.map((row) => row.name)).toEqual(everyone.slice(3, 6));
    });

    it('answers an empty page past the end, still with the total', async () => {
      const { headers } = await as(Role.ADMIN);
      const total = (await allNames(headers, 'status=all')).length;

      const past = await page(headers, 'status=all&page=40&page_size=50');

      expect(past).toEqual({ data: [], meta: { total, page: 40, page_size: 50 } });
    });

    it('keeps the employees and the client users apart (the two tabs)', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);
      const clientUser = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: client.id });
      const employee = await buildUser(t.database.db);

      const employees = await page(headers, 'kind=employees&page=1');
      const clientUsers = await page(headers, 'kind=clients&page=1');

      expect(employees.data.map((row) => row.id)).toContain(employee.id);
      expect(employees.data.every((row) => row.role_id !== Role.CLIENT)).toBe(true);
      expect(clientUsers.data.map((row) => row.id)).toEqual([clientUser.id]);
      expect(clientUsers.meta.total).toBe(1);
    });

    it('finds people by part of the name or the e-mail, in any case, and counts only them', async () => {
      const { headers } = await as(Role.ADMIN);
      const byName = await buildUser(t.database.db, { name: 'Greta Lindqvist' });
      const byEmail = await buildUser(t.database.db, { email: 'lindqvist.g@example.com' });
      await buildUser(t.database.db, { name: 'Someone Else' });

      const found = await page(headers, 'search=LINDQ&page=1');

      expect(found.data.map((row) => row.id).sort()).toEqual([byName.id, byEmail.id].sort());
      expect(found.meta.total).toBe(2);
    });

    it('takes % and _ in a search as the characters themselves', async () => {
      const { headers } = await as(Role.ADMIN);
      const percent = await buildUser(t.database.db, { name: 'Hundred % Sure' });
      await buildUser(t.database.db, { name: 'Hundred Sure' });

      const withPercent = await page(headers, `search=${encodeURIComponent('d %')}&page=1`);
      const withUnderscore = await page(headers, 'search=_&page=1');

      expect(withPercent.data.map((row) => row.id)).toEqual([percent.id]);
      expect(withUnderscore.meta.total).toBe(0);
    });

    it('hides deactivated people with status=active on a page too', async () => {
      const { headers } = await as(Role.ADMIN);
      const gone = await buildUser(t.database.db, { name: 'Zelda Gone', active: false });

      const active = await page(headers, 'status=active&search=Zelda&page=1');
      const all = await page(headers, 'status=all&search=Zelda&page=1');

      expect(active.meta.total).toBe(0);
      expect(all.data.map((row) => row.id)).toEqual([gone.id]);
    });

    it('gives each person of a page their own client assignments', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db, 'Paged Client');
      const first = await buildUser(t.database.db, { name: 'Aaaa First' });
      const second = await buildUser(t.database.db, { name: 'Aaab Second' });
      await buildAssignment(t.database.db, { userId: second.id, clientId: client.id, hours: 12 });

      const found = await page(headers, 'search=Aaa&page=1&page_size=1');
      const next = await page(headers, 'search=Aaa&page=2&page_size=1');

      expect(found.data).toEqual([expect.objectContaining({ id: first.id, clients: [] })]);
      expect(next.data).toEqual([
        expect.objectContaining({
          id: second.id,
          clients: [expect.objectContaining({ name: 'Paged Client', hours: 12 })],
        }),
      ]);
    });

    it("answers without meta when no page is asked for (the spec's list)", async () => {
      const { headers } = await as(Role.ADMIN);

      const body = (await t.app.inject({ method: 'GET', url: '/api/users', headers })).json();

      expect(body).not.toHaveProperty('meta');
    });

    it.each([
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['page=1&page_size=251', 'page_size'],
      ['page=1&page_size=0', 'page_size'],
      ['page=1&kind=admins', 'kind'],
      [`page=1&search=${'x'.repeat(101)}`, 'search'],
    ])('refuses %s with 400 naming %s (docs/product/http-contract.md#errors)', async (query, field) => {
      const { headers } = await as(Role.ADMIN);

      const response = await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
    });

    it('sends the same number of queries for a page of 2 people as for a page of 30', async () => {
      const { headers } = await as(Role.ADMIN);
      const few = await queries.during(() => page(headers, 'page=1&page_size=2'));
      for (let i = 0; i < 30; i += 1) await buildUser(t.database.db);

      const many = await queries.during(() => page(headers, 'page=1&page_size=30'));

      expect((await page(headers, 'page=1&page_size=30')).data).toHaveLength(30);
      expect(many).toBe(few);
    });
  });

  describe('GET /api/users/names (the picker list, docs/product/http-contract.md#scale)', () => {
    const names = (headers: Record<string, string> = {}, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/users/names${query}`, headers });
    type Row = { id: number; name: string; role_id: number };

    it('answers 401 without a token', async () => {
      const response = await names();

      expect(response.statusCode).toBe(401);
    });

    it('refuses a CLIENT user with 403 (docs/product/roles-and-access.md#client-role)', async () => {
      const client = await buildClient(t.database.db);
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const response = await names(headers);

      expect(response.statusCode).toBe(403);
    });

    it('gives an employee the active employees with id, name and role only, ordered by name', async () => {
      const { headers, user: viewer } = await signedIn(t.app, t.database.db, { name: 'Mia Viewer' });
      const zed = await buildUser(t.database.db, { name: 'Zed Admin', roleId: Role.ADMIN });
      const anna = await buildUser(t.database.db, { name: 'Anna Employee' });
      const gone = await buildUser(t.database.db, { name: 'Bea Deactivated', active: false });
      const client = await buildClient(t.database.db);
      const clientUser = await buildUser(t.database.db, {
        name: 'Carl Client',
        roleId: Role.CLIENT,
        clientId: client.id,
      });

      const response = await names(headers);

      expect(response.statusCode).toBe(200);
      const rows = response.json().data as Row[];
      const ours = new Set([viewer.id, zed.id, anna.id]);
      expect(rows.filter((row) => ours.has(row.id))).toEqual([
        { id: anna.id, name: 'Anna Employee', role_id: Role.USER },
        { id: viewer.id, name: 'Mia Viewer', role_id: Role.USER },
        { id: zed.id, name: 'Zed Admin', role_id: Role.ADMIN },
      ]);
      const ids = rows.map((row) => row.id);
      expect(ids).not.toContain(gone.id);
      expect(ids).not.toContain(clientUser.id);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'name', 'role_id']);
    });

    it('names the same people, in the same order, as the active people list without client users', async () => {
      const { headers } = await as(Role.USER);
      const client = await buildClient(t.database.db);
      await buildUser(t.database.db, { name: 'Ola Same' });
      await buildUser(t.database.db, { name: 'Ola Same' });
      await buildUser(t.database.db, { name: 'Deactivated Dora', active: false });
      await buildUser(t.database.db, { name: 'Client Cleo', roleId: Role.CLIENT, clientId: client.id });

      const light = (await names(headers)).json().data as Row[];
      const full = (await t.app.inject({ method: 'GET', url: '/api/users?status=active', headers })).json()
        .data as Row[];

      expect(light.map((row) => row.id)).toEqual(
        full.filter((row) => row.role_id !== Role.CLIENT).map((row) => row.id),
      );
    });

    describe('for filters over past records (Handle Holidays, the audit trail)', () => {
      /** An active and a deactivated employee and a client user, with names that sort among the others'. */
      const threeKinds = async () => {
        const client = await buildClient(t.database.db);
        return {
          active: await buildUser(t.database.db, { name: 'Mo Active' }),
          gone: await buildUser(t.database.db, { name: 'Bea Deactivated', active: false }),
          clientUser: await buildUser(t.database.db, { name: 'Carl Client', roleId: Role.CLIENT, clientId: client.id }),
        };
      };
      const idsOf = async (headers: Record<string, string>, query: string) => {
        const response = await names(headers, query);
        expect(response.statusCode, response.body).toBe(200);
        return (response.json().data as Row[]).map((row) => row.id);
      };
      const listedIds = async (headers: Record<string, string>, query: string) =>
        ((await t.app.inject({ method: 'GET', url: `/api/users?${query}`, headers })).json().data as Row[]).map(
          (row) => row.id,
        );

      it('adds deactivated employees with status=all, still without client users', async () => {
        const { headers } = await as(Role.ADMIN);
        const { active, gone, clientUser } = await threeKinds();

        const everyEmployee = await idsOf(headers, '?status=all');

        expect(everyEmployee).toEqual(expect.arrayContaining([active.id, gone.id]));
        expect(everyEmployee).not.toContain(clientUser.id);
      });

      it('names every employee, deactivated too, in the order of GET /api/users?status=all (the Handle Holidays filter)', async () => {
        const { headers } = await as(Role.ADMIN);
        await threeKinds();
        await buildUser(t.database.db, { name: 'Bea Deactivated' });

        const light = await idsOf(headers, '?status=all');
        const full = (await t.app.inject({ method: 'GET', url: '/api/users?status=all', headers })).json()
          .data as Row[];

        expect(light).toEqual(full.filter((row) => row.role_id !== Role.CLIENT).map((row) => row.id));
      });

      it('names everyone with status=all&kind=all, as GET /api/users?status=all lists them (the audit filter)', async () => {
        const { headers } = await as(Role.SUPER_ADMIN);
        const { clientUser, gone } = await threeKinds();

        const everyone = await idsOf(headers, '?status=all&kind=all');

        expect(everyone).toEqual(await listedIds(headers, 'status=all'));
        expect(everyone).toEqual(expect.arrayContaining([clientUser.id, gone.id]));
      });

      it('adds active client users only with kind=all alone', async () => {
        const { headers } = await as(Role.ADMIN);
        const { clientUser, gone } = await threeKinds();

        const active = await idsOf(headers, '?kind=all');

        expect(active).toContain(clientUser.id);
        expect(active).not.toContain(gone.id);
      });

      it('answers id, name and role only', async () => {
        const { headers } = await as(Role.ADMIN);
        await threeKinds();

        const rows = (await names(headers, '?status=all&kind=all')).json().data as Row[];

        for (const row of rows) expect(Object.keys(row).sort()).toEqual(['id', 'name', 'role_id']);
      });

      it.each([
        ['status=inactive', 'status'],
        ['status=everyone', 'status'],
        ['kind=clients', 'kind'],
      ])('refuses %s with 400 naming %s', async (query, field) => {
        const { headers } = await as(Role.ADMIN);

        const response = await names(headers, `?${query}`);

        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
        expect(response.json().errors).toHaveProperty(field);
      });
    });

    it('sends the same number of queries for 2 people as for 30', async () => {
      const { headers } = await as(Role.ADMIN);
      const few = await queries.during(() => names(headers));
      for (let i = 0; i < 28; i += 1) await buildUser(t.database.db);

      const many = await queries.during(() => names(headers));

      expect((await names(headers)).json().data.length).toBeGreaterThanOrEqual(30);
      expect(many).toBe(few);
    });
  });

  describe('GET /api/users/:id', () => {
    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);

      const response = await getUser(person.id, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number with 400', async () => {
      const { headers } = await as(Role.USER);

      const response = await t.app.inject({ method: 'GET', url: '/api/users/abc', headers });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('id');
    });

    it('refuses an id beyond the database integer range with 400, not 500 (found by the fuzzing of docs/product/http-contract.md#scale)', async () => {
      const { headers } = await as(Role.USER);

      const answers = await Promise.all(
        ['2147483648', '9007199254740991'].map((id) =>
          t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers }),
        ),
      );

      expect(answers.map((response) => response.statusCode)).toEqual([400, 400]);
      expect(answers[0]!.json().errors).toHaveProperty('id');
    });

    it('still finds the largest id the database can hold: 404 when nobody has it', async () => {
      const { headers } = await as(Role.USER);

      const response = await t.app.inject({ method: 'GET', url: '/api/users/2147483647', headers });

      expect(response.statusCode).toBe(404);
    });

    it('refuses a CLIENT user with 403', async () => {
      const client = await buildClient(t.database.db);
      const { headers, user } = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const response = await getUser(user.id, headers);

      expect(response.statusCode).toBe(403);
    });

    it("answers 404 'User not found.' for an unknown id", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await getUser(99_999, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(USER_NOT_FOUND);
    });

    it('answers the person itself, without a wrapper and without secrets', async () => {
      const { headers } = await as(Role.USER);
      const person = await buildUser(t.database.db, { name: 'Bea Example' });

      const response = await getUser(person.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: person.id,
        name: 'Bea Example',
        email: person.email,
        status: 'active',
        clients: [],
      });
      expect(response.body).not.toMatch(/password/i);
    });
  });

  describe('POST /api/register', () => {
    const register = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/register', headers, payload });
    const validBody = (overrides: object = {}) => ({
      name: 'Nora New',
      email: 'nora.new@example.com',
      role_id: Role.USER,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...overrides,
    });

    it('answers 401 without a token', async () => {
      const response = await register({}, validBody());

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input (docs/product/people-and-clients.md#add-user)', () => {
      it('names every missing field with the spec messages', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, {});

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'User Name is required',
          errors: {
            name: ['User Name is required'],
            email: ['Email is required'],
            role_id: ['User Role is required'],
            password: ['Password is required'],
            password_confirmation: ['Confirm Password is required'],
          },
        });
      });

      it('refuses a blank name and an empty e-mail', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ name: '   ', email: '' }));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({
          name: ['User Name is required'],
          email: ['Email is required'],
        });
      });

      it("refuses a malformed e-mail with 'Invalid email address'", async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ email: 'nora-at-example' }));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Invalid email address',
          errors: { email: ['Invalid email address'] },
        });
      });

      it('refuses an unknown role', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ role_id: 7 }));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ role_id: ['User Role is required'] });
      });

      it('refuses a password shorter than 6 characters', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ password: 'a1b2c', password_confirmation: 'a1b2c' }));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ password: ['Password must be at least 6 characters'] });
      });

      it('refuses a missing confirmation', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ password_confirmation: undefined }));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Confirm Password is required',
          errors: { password_confirmation: ['Confirm Password is required'] },
        });
      });

      it('refuses a confirmation that differs from the password', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ password_confirmation: 'Amber-Lantern-732' }));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Passwords must match',
          errors: { password_confirmation: ['Passwords must match'] },
        });
      });

      it('refuses a common password (docs/product/people-and-clients.md#passwords)', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(
          headers,
          validBody({ password: 'password1', password_confirmation: 'password1' }),
        );

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: COMMON_PASSWORD_MESSAGE,
          errors: { password: [COMMON_PASSWORD_MESSAGE] },
        });
      });

      it("requires a client for a client user with 'Client is required'", async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ role_id: Role.CLIENT }));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Client is required',
          errors: { client_id: ['Client is required'] },
        });
      });

      it('refuses a client user for a client that does not exist', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await register(headers, validBody({ role_id: Role.CLIENT, client_id: 4242 }));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Client not found.',
          errors: { client_id: ['Client not found.'] },
        });
      });
    });

    it('refuses USER and CLIENT callers with 403', async () => {
      const client = await buildClient(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const byEmployee = await register(employee.headers, validBody());
      const byClient = await register(clientUser.headers, validBody());

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it('refuses an ADMIN who creates a SUPER_ADMIN with 403 and creates nobody (docs/product/roles-and-access.md#super-admin, #body-ids)', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await register(headers, validBody({ role_id: Role.SUPER_ADMIN }));

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(SUPER_ADMINS_ONLY);
      const created = await t.database.db.select().from(users).where(eq(users.email, 'nora.new@example.com'));
      expect(created).toEqual([]);
    });

    it('lets a SUPER_ADMIN create a SUPER_ADMIN', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);

      const response = await register(headers, validBody({ role_id: Role.SUPER_ADMIN }));

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ role_id: Role.SUPER_ADMIN, status: 'active' });
    });

    it('answers 201 with the new user itself, no wrapper and no password hash', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await register(
        headers,
        validBody({ level: 'Mid L2', additional_roles: ['onboarding', 'client_owner'] }),
      );

      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).not.toHaveProperty('data');
      expect(body).toEqual({
        id: expect.any(Number),
        name: 'Nora New',
        email: 'nora.new@example.com',
        role_id: Role.USER,
        status: 'active',
        level: 'Mid L2',
        additional_roles: ['onboarding', 'client_owner'],
        birthday: null,
        profile_picture: null,
        profile_picture_focal_point: '50% 50%',
        client_id: null,
        public_logs: false,
        language: null,
        holiday_calendar_id: 1,
        start_date: null,
        end_date: null,
        two_factor_enabled: false,
        two_factor_enabled_at: null,
        clients: [],
      });
      const stored = await getUser(body.id, headers);
      expect(stored.json()).toEqual({ ...body, ...NO_ALLOWANCES });
    });

    it('creates a user who can then sign in with the chosen password', async () => {
      const { headers } = await as(Role.ADMIN);
      await register(headers, validBody());

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nora.new@example.com', password: NEW_PASSWORD },
      });

      expect(login.statusCode).toBe(200);
      expect(login.json().access_token).toEqual(expect.any(String));
    });

    it('stores the client of a client user and leaves out level and additional roles', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);

      const response = await register(
        headers,
        validBody({ role_id: Role.CLIENT, client_id: client.id, level: 'Senior L1', additional_roles: ['onboarding'] }),
      );

      expect(response.statusCode).toBe(201);
      const stored = await getUser(response.json().id, headers);
      expect(stored.json()).toMatchObject({
        role_id: Role.CLIENT,
        client_id: client.id,
        level: null,
        additional_roles: [],
      });
    });

    it('refuses an e-mail address that is taken, whatever its case, with 409', async () => {
      const { headers } = await as(Role.ADMIN);
      await buildUser(t.database.db, { email: 'taken@example.com' });

      const response = await register(headers, validBody({ email: 'Taken@EXAMPLE.com' }));

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(EMAIL_TAKEN);
    });
  });

  describe('POST /api/users/edit/:id', () => {
    const edit = (id: number, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/users/edit/${id}`, headers, payload });

    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);

      const response = await edit(person.id, {}, { public_logs: true });

      expect(response.statusCode).toBe(401);
    });

    it('requires public_logs on every edit', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await edit(person.id, headers, { name: 'Renamed' });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ public_logs: ['public_logs must be true or false'] });
    });

    it('refuses a blank name and a malformed e-mail with the spec messages (docs/product/http-contract.md#validation User edit)', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await edit(person.id, headers, { name: ' ', email: 'not-an-address', public_logs: false });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Name is required',
        errors: { name: ['Name is required'], email: ['Invalid email address'] },
      });
    });

    it('refuses a USER and a CLIENT user with 403', async () => {
      const client = await buildClient(t.database.db);
      const person = await buildUser(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const byEmployee = await edit(person.id, employee.headers, { public_logs: true });
      const byClient = await edit(person.id, clientUser.headers, { public_logs: true });

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it('lets a USER not edit even themselves through the admin route', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await edit(user.id, headers, { role_id: Role.ADMIN, public_logs: true });

      expect(response.statusCode).toBe(403);
      expect((await getUser(user.id, headers)).json().role_id).toBe(Role.USER);
    });

    it("answers 404 'User not found.' for an unknown id", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await edit(99_999, headers, { public_logs: true });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(USER_NOT_FOUND);
    });

    it('refuses an ADMIN who edits a SUPER_ADMIN with 403 and changes nothing (docs/product/roles-and-access.md#super-admin)', async () => {
      const { headers } = await as(Role.ADMIN);
      const superAdmin = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN, name: 'Sam Super' });

      const response = await edit(superAdmin.id, headers, { name: 'Hijacked', public_logs: true });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(SUPER_ADMINS_ONLY);
      expect((await getUser(superAdmin.id, headers)).json()).toMatchObject({ name: 'Sam Super', public_logs: false });
    });

    it('refuses an ADMIN who promotes someone, themselves included, to SUPER_ADMIN with 403 (docs/product/roles-and-access.md#body-ids)', async () => {
      const { headers, user: admin } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const promoteOther = await edit(person.id, headers, { role_id: Role.SUPER_ADMIN, public_logs: false });
      const promoteSelf = await edit(admin.id, headers, { role_id: Role.SUPER_ADMIN, public_logs: false });

      expect(promoteOther.statusCode).toBe(403);
      expect(promoteSelf.statusCode).toBe(403);
      expect((await getUser(person.id, headers)).json().role_id).toBe(Role.USER);
      expect((await getUser(admin.id, headers)).json().role_id).toBe(Role.ADMIN);
    });

    it('lets a SUPER_ADMIN promote someone to SUPER_ADMIN', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const person = await buildUser(t.database.db);

      const response = await edit(person.id, headers, { role_id: Role.SUPER_ADMIN, public_logs: false });

      expect(response.statusCode).toBe(200);
      expect((await getUser(person.id, headers)).json().role_id).toBe(Role.SUPER_ADMIN);
    });

    it('refuses to demote the last active SUPER_ADMIN with 409', async () => {
      const root = await rootAdmin();
      const other = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN, active: false });

      const response = await edit(root.user.id, root.headers, { role_id: Role.ADMIN, public_logs: false });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(LAST_SUPER_ADMIN);
      expect((await getUser(root.user.id, root.headers)).json().role_id).toBe(Role.SUPER_ADMIN);
      expect((await getUser(other.id, root.headers)).json().role_id).toBe(Role.SUPER_ADMIN);
    });

    it('lets a SUPER_ADMIN demote another while one stays active', async () => {
      const root = await rootAdmin();
      const { user: second } = await as(Role.SUPER_ADMIN);

      const response = await edit(second.id, root.headers, { role_id: Role.ADMIN, public_logs: false });

      expect(response.statusCode).toBe(200);
      expect(response.json().role_id).toBe(Role.ADMIN);
    });

    it('keeps one SUPER_ADMIN when two demote each other at the same moment', async () => {
      const root = await rootAdmin();
      const second = await as(Role.SUPER_ADMIN);

      const answers = await Promise.all([
        edit(second.user.id, root.headers, { role_id: Role.ADMIN, public_logs: false }),
        edit(root.user.id, second.headers, { role_id: Role.ADMIN, public_logs: false }),
      ]);

      // The loser is refused as the last super admin (409), or, when its request starts after the
      // other one committed, as an ADMIN acting on a SUPER_ADMIN (403).
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect([403, 409]).toContain(answers.find((answer) => answer.statusCode !== 200)?.statusCode);
      const superAdmins = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.roleId, Role.SUPER_ADMIN), eq(users.active, true)));
      expect(superAdmins).toHaveLength(1);
    });

    it('changes only the fields that are sent, plus public_logs', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db, { name: 'Olga Original', email: 'olga@example.com' });
      await edit(person.id, headers, {
        birthday: '1990-04-12',
        level: 'Junior L2',
        additional_roles: ['technology_owner'],
        public_logs: false,
      });

      const response = await edit(person.id, headers, { name: 'Olga Renamed', public_logs: true });

      expect(response.statusCode).toBe(200);
      const expected = {
        id: person.id,
        name: 'Olga Renamed',
        email: 'olga@example.com',
        role_id: Role.USER,
        birthday: '1990-04-12',
        level: 'Junior L2',
        additional_roles: ['technology_owner'],
        public_logs: true,
      };
      expect(response.json()).toMatchObject(expected);
      expect((await getUser(person.id, headers)).json()).toMatchObject(expected);
    });

    it('refuses a birthday in year 0000, which the database does not have, with 400 and keeps the old one', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      await edit(person.id, headers, { birthday: '1990-04-12', public_logs: false });

      const response = await edit(person.id, headers, { birthday: '0000-01-01', public_logs: false });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ birthday: ['Date must be between 1900-01-01 and 2099-12-31'] });
      expect((await getUser(person.id, headers)).json()).toMatchObject({ birthday: '1990-04-12' });
    });

    it('refuses an e-mail that another person has, whatever its case, with 409', async () => {
      const { headers } = await as(Role.ADMIN);
      await buildUser(t.database.db, { email: 'first@example.com' });
      const second = await buildUser(t.database.db, { email: 'second@example.com' });

      const response = await edit(second.id, headers, { email: 'FIRST@example.com', public_logs: false });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(EMAIL_TAKEN);
      expect((await getUser(second.id, headers)).json().email).toBe('second@example.com');
    });

    it('refuses to turn an employee into a client user', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await edit(person.id, headers, { role_id: Role.CLIENT, public_logs: false });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ role_id: ['An employee cannot become a client user.'] });
    });

    it('drops the client link when a client user becomes an employee', async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);
      const clientUser = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const response = await edit(clientUser.id, headers, { role_id: Role.USER, public_logs: false });

      expect(response.statusCode).toBe(200);
      expect((await getUser(clientUser.id, headers)).json()).toMatchObject({ role_id: Role.USER, client_id: null });
    });
  });

  describe('DELETE /api/users/delete/:id', () => {
    const deactivate = (id: number, headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/users/delete/${id}`, headers });

    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);

      const response = await deactivate(person.id, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses an id that is not a number with 400', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await t.app.inject({ method: 'DELETE', url: '/api/users/delete/x', headers });

      expect(response.statusCode).toBe(400);
    });

    it('refuses a USER and a CLIENT user with 403', async () => {
      const client = await buildClient(t.database.db);
      const person = await buildUser(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const byEmployee = await deactivate(person.id, employee.headers);
      const byClient = await deactivate(person.id, clientUser.headers);

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it('refuses to deactivate yourself with 403 (docs/product/roles-and-access.md#super-admin)', async () => {
      const { headers, user } = await as(Role.ADMIN);

      const response = await deactivate(user.id, headers);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'You cannot deactivate yourself.' });
      expect((await getUser(user.id, headers)).json().status).toBe('active');
    });

    it('refuses an ADMIN who deactivates a SUPER_ADMIN with 403', async () => {
      const { headers } = await as(Role.ADMIN);
      const superAdmin = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN });

      const response = await deactivate(superAdmin.id, headers);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(SUPER_ADMINS_ONLY);
      expect((await getUser(superAdmin.id, headers)).json().status).toBe('active');
    });

    it("answers 404 'User not found.' for an unknown id", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await deactivate(99_999, headers);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(USER_NOT_FOUND);
    });

    it('deactivates the person and keeps their record, assignments and logged work (docs/product/roles-and-access.md#deactivation)', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      await buildAssignment(t.database.db, { userId: person.id, clientId: client.id });
      await buildWorkLog(t.database.db, { userId: person.id, clientId: client.id, date: '2026-11-20', minutes: 480 });

      const response = await deactivate(person.id, headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'User deleted successfully' });
      const stored = await getUser(person.id, headers);
      expect(stored.json()).toMatchObject({ id: person.id, status: 'inactive', clients: [{ id: client.id }] });
      const logs = await t.database.db.select().from(workLogs).where(eq(workLogs.userId, person.id));
      expect(logs).toHaveLength(1);
    });

    it('ends the sessions of the deactivated person at once and refuses their sign-in (docs/product/roles-and-access.md#deactivation)', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await signedIn(t.app, t.database.db);
      const before = await t.app.inject({ method: 'GET', url: '/api/user', headers: person.headers });
      expect(before.statusCode).toBe(200);

      await deactivate(person.user.id, headers);

      const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: person.headers });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: person.user.email, password: DEFAULT_PASSWORD },
      });
      expect(after.statusCode).toBe(401);
      expect(login.statusCode).toBe(403);
    });

    it('lets one of two SUPER_ADMINs deactivate the other, then keeps the last one (docs/product/roles-and-access.md#super-admin)', async () => {
      const root = await rootAdmin();
      const second = await as(Role.SUPER_ADMIN);
      const admin = await as(Role.ADMIN);

      const first = await deactivate(root.user.id, second.headers);
      const byAdmin = await deactivate(second.user.id, admin.headers);
      const bySelf = await deactivate(second.user.id, second.headers);

      expect(first.statusCode).toBe(200);
      expect(byAdmin.statusCode).toBe(403);
      expect(bySelf.statusCode).toBe(403);
      expect(bySelf.json()).toEqual({ code: 'FORBIDDEN', message: 'You cannot deactivate yourself.' });
      expect((await getUser(second.user.id, second.headers)).json().status).toBe('active');
    });

    it('keeps one SUPER_ADMIN active when two deactivate each other at the same moment (docs/product/roles-and-access.md#super-admin)', async () => {
      const root = await rootAdmin();
      const second = await as(Role.SUPER_ADMIN);

      const [rootDeactivatesSecond, secondDeactivatesRoot] = await Promise.all([
        deactivate(second.user.id, root.headers),
        deactivate(root.user.id, second.headers),
      ]);

      // The loser is refused as the last super admin, or, when its request starts after the other
      // one ended its session, as signed out.
      const answers = [rootDeactivatesSecond, secondDeactivatesRoot];
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      const refused = answers.find((answer) => answer.statusCode !== 200);
      expect([401, 409]).toContain(refused?.statusCode);
      const stillActive = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.roleId, Role.SUPER_ADMIN), eq(users.active, true)));
      expect(stillActive).toHaveLength(1);
    });
  });

  describe('POST /api/users/:id/password', () => {
    const setPassword = (id: number, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/users/${id}/password`, headers, payload });
    const both = (password: string) => ({ password, password_confirmation: password });
    const currentUser = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user', headers });
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);

      const response = await setPassword(person.id, {}, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input (docs/product/people-and-clients.md#passwords)', () => {
      it('names both missing fields', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await setPassword(person.id, headers, {});

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Password is required',
          errors: { password: ['Password is required'], password_confirmation: ['Confirm Password is required'] },
        });
      });

      it('refuses a password shorter than 6 characters', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await setPassword(person.id, headers, both('Ab3$x'));

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ password: ['Password must be at least 6 characters'] });
      });

      it("refuses a confirmation that differs with 'Passwords must match'", async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await setPassword(person.id, headers, {
          password: NEW_PASSWORD,
          password_confirmation: 'other',
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Passwords must match',
          errors: { password_confirmation: ['Passwords must match'] },
        });
      });

      it('refuses a common password and keeps the old one', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await setPassword(person.id, headers, both('qwerty123'));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: COMMON_PASSWORD_MESSAGE,
          errors: { password: [COMMON_PASSWORD_MESSAGE] },
        });
        expect((await login(person.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
      });
    });

    it('refuses a USER and a CLIENT user with 403, also for their own account', async () => {
      const client = await buildClient(t.database.db);
      const employee = await as(Role.USER);
      const clientUser = await signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId: client.id });

      const byEmployee = await setPassword(employee.user.id, employee.headers, both(NEW_PASSWORD));
      const byClient = await setPassword(clientUser.user.id, clientUser.headers, both(NEW_PASSWORD));

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
    });

    it('refuses an ADMIN who sets the password of a SUPER_ADMIN with 403 (docs/product/roles-and-access.md#super-admin)', async () => {
      const { headers } = await as(Role.ADMIN);
      const superAdmin = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN });

      const response = await setPassword(superAdmin.id, headers, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(SUPER_ADMINS_ONLY);
      expect((await login(superAdmin.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    });

    it("answers 404 'User not found.' for an unknown id", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await setPassword(99_999, headers, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(USER_NOT_FOUND);
    });

    it("sets the password and ends the person's sessions (docs/product/people-and-clients.md#passwords)", async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await signedIn(t.app, t.database.db);

      const response = await setPassword(person.user.id, headers, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password updated successfully' });
      expect((await currentUser(person.headers)).statusCode).toBe(401);
      expect((await login(person.user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
      expect((await login(person.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('lets a SUPER_ADMIN set the password of another SUPER_ADMIN', async () => {
      const { headers } = await as(Role.SUPER_ADMIN);
      const other = await buildUser(t.database.db, { roleId: Role.SUPER_ADMIN });

      const response = await setPassword(other.id, headers, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(200);
      expect((await login(other.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it("keeps the admin's own current session when they set their own password, and ends the others", async () => {
      const admin = await as(Role.ADMIN);
      const otherDevice = await signIn(t.app, admin.user.email);

      const response = await setPassword(admin.user.id, admin.headers, both(NEW_PASSWORD));

      expect(response.statusCode).toBe(200);
      expect((await currentUser(admin.headers)).statusCode).toBe(200);
      expect((await currentUser({ authorization: `Bearer ${otherDevice}` })).statusCode).toBe(401);
    });
  });

  it('lists every people route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/users users:read',
        'GET /api/users/names users:read',
        'GET /api/users/:id users:read',
        'POST /api/register users:manage',
        'POST /api/users/edit/:id users:manage',
        'DELETE /api/users/delete/:id users:manage',
        'POST /api/users/:id/password users:manage',
      ]),
    );
  });
});
