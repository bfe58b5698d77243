import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildClient, buildUser } from '../../test/factories.js';
import { useAssignmentsKit, type Headers } from './assignments-test-kit.js';

describe('client assignments (docs/product/people-and-clients.md#assignments, #assignments, #projects)', () => {
  const { t, as, asClientUser, clientsOf } = useAssignmentsKit();

  describe('POST /api/users/:id/clients', () => {
    const assign = (userId: number, headers: Headers, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/users/${userId}/clients`, headers, payload });

    it('answers 401 without a token', async () => {
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);

      const response = await assign(person.id, {}, { client: client.id, hours: 8, dates: ['2026-11-02'] });

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input (docs/product/people-and-clients.md#assignments)', () => {
      it("refuses a missing client with 'Client field is required'", async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await assign(person.id, headers, { hours: 8, dates: ['2026-11-02'] });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Client field is required',
          errors: { client: ['Client field is required'] },
        });
      });

      it("refuses hours below 1 with 'Hours must be at least 1'", async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);
        const client = await buildClient(t.database.db);

        const response = await assign(person.id, headers, { client: client.id, hours: 0, dates: ['2026-11-02'] });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Hours must be at least 1',
          errors: { hours: ['Hours must be at least 1'] },
        });
      });

      it('refuses hours that are not whole (step 1)', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);
        const client = await buildClient(t.database.db);

        const response = await assign(person.id, headers, { client: client.id, hours: 7.5, dates: ['2026-11-02'] });

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ hours: ['Hours must be a whole number'] });
      });

      it('refuses an end date before the start date', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);
        const client = await buildClient(t.database.db);

        const response = await assign(person.id, headers, {
          client: client.id,
          hours: 8,
          dates: ['2026-11-10', '2026-11-09'],
        });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'The end date cannot be before the start date.',
          errors: { 'dates.1': ['The end date cannot be before the start date.'] },
        });
      });

      it('refuses missing dates and a date that is not YYYY-MM-DD', async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);
        const client = await buildClient(t.database.db);

        const missing = await assign(person.id, headers, { client: client.id, hours: 8 });
        const emptyStart = await assign(person.id, headers, { client: client.id, hours: 8, dates: [''] });
        const malformed = await assign(person.id, headers, { client: client.id, hours: 8, dates: ['02.11.2026'] });

        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors).toHaveProperty('dates');
        expect(emptyStart.statusCode).toBe(400);
        expect(emptyStart.json().errors).toEqual({ 'dates.0': ['Start date is required'] });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().errors).toEqual({ 'dates.0': ['Date must be in YYYY-MM-DD format'] });
      });

      it("refuses a client that does not exist with 'Client not found.'", async () => {
        const { headers } = await as(Role.ADMIN);
        const person = await buildUser(t.database.db);

        const response = await assign(person.id, headers, { client: 4242, hours: 8, dates: ['2026-11-02'] });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: 'Client not found.',
          errors: { client: ['Client not found.'] },
        });
      });
    });

    it('refuses a USER, also for themselves, and a CLIENT user with 403', async () => {
      const employee = await as(Role.USER);
      const clientUser = await asClientUser();
      const client = await buildClient(t.database.db);
      const body = { client: client.id, hours: 8, dates: ['2026-11-02'] };

      const byEmployee = await assign(employee.user.id, employee.headers, body);
      const byClient = await assign(employee.user.id, clientUser.headers, body);

      expect(byEmployee.statusCode).toBe(403);
      expect(byClient.statusCode).toBe(403);
      expect((await clientsOf(employee.user.id, employee.headers)).json().data).toEqual([]);
    });

    it("answers 404 'User not found.' for an unknown person", async () => {
      const { headers } = await as(Role.ADMIN);
      const client = await buildClient(t.database.db);

      const response = await assign(99_999, headers, { client: client.id, hours: 8, dates: ['2026-11-02'] });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found.' });
    });

    it("answers 201 with the person's assignments, an open-ended one included", async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db, 'Initech');

      const response = await assign(person.id, headers, { client: client.id, hours: 16, dates: ['2026-11-02'] });

      expect(response.statusCode).toBe(201);
      const expected = [
        {
          id: client.id,
          name: 'Initech',
          hours: 16,
          pivot: {
            id: expect.any(Number),
            client_id: client.id,
            hours: 16,
            from_date: '2026-11-02',
            to_date: null,
          },
        },
      ];
      expect(response.json()).toEqual({ data: expected });
      expect((await clientsOf(person.id, headers)).json()).toEqual({ data: expected });
    });

    it('refuses a second assignment with the same client over an overlapping range with 409', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);
      await assign(person.id, headers, { client: client.id, hours: 20, dates: ['2026-01-01', null] });

      const response = await assign(person.id, headers, {
        client: client.id,
        hours: 10,
        dates: ['2026-05-01', '2026-05-31'],
      });

      expect(response.statusCode).toBe(409);
      expect((await clientsOf(person.id, headers)).json().data).toHaveLength(1);
    });

    it('keeps several assignments with one client over different ranges (docs/product/people-and-clients.md#assignments)', async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);
      const client = await buildClient(t.database.db);

      await assign(person.id, headers, { client: client.id, hours: 20, dates: ['2026-01-01', '2026-06-30'] });
      await assign(person.id, headers, { client: client.id, hours: 40, dates: ['2026-07-01', null] });

      const pivots = (await clientsOf(person.id, headers)).json().data.map((item: { pivot: object }) => item.pivot);
      expect(pivots).toEqual([
        expect.objectContaining({ client_id: client.id, hours: 20, from_date: '2026-01-01', to_date: '2026-06-30' }),
        expect.objectContaining({ client_id: client.id, hours: 40, from_date: '2026-07-01', to_date: null }),
      ]);
    });
  });
});
