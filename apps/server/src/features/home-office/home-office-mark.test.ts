import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildUser } from '../../test/factories.js';
import { useHomeOfficeKit, MONDAY } from './home-office-test-kit.js';

const MAY_NOT_MARK = { code: 'FORBIDDEN', message: 'You can only mark your own home-office days.' };

describe('home office (docs/product/time-and-week.md#dashboard, docs/product/reports.md#home-office-year, docs/product/http-contract.md#endpoints Home office; docs/product/time-and-week.md#home-office, docs/product/reports.md#home-office-year, #home-office-year)', () => {
  const { t, as, asClientUser, mark, unmark, rowsOf, markDirectly } = useHomeOfficeKit();

  describe('POST /api/home_office', () => {
    it('answers 401 without a token', async () => {
      const response = await mark({}, { user_id: 1, dates: [MONDAY] });

      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['no dates', { dates: [] }, 'dates', 'Choose a date'],
      ['a malformed date', { dates: ['16.11.2026'] }, 'dates.0', 'Date must be in YYYY-MM-DD format'],
      ['a date that does not exist', { dates: ['2026-02-29'] }, 'dates.0', 'Date must be a real calendar date'],
      ['a date after 2099', { dates: ['2100-01-01'] }, 'dates.0', 'Date must be between 1900-01-01 and 2099-12-31'],
      ['no user_id', { user_id: undefined }, 'user_id', 'user_id is required'],
    ])('refuses %s with 400', async (_case, overrides, field, message) => {
      const { headers, user } = await as(Role.USER);

      const response = await mark(headers, { user_id: user.id, dates: [MONDAY], ...overrides });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: [message] });
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it("refuses a USER marking someone else's day with 403 (docs/product/roles-and-access.md#employees, #body-ids)", async () => {
      const { headers } = await as(Role.USER);
      const colleague = await buildUser(t.database.db);

      const response = await mark(headers, { user_id: colleague.id, dates: [MONDAY] });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(MAY_NOT_MARK);
      expect(await rowsOf(colleague.id)).toEqual([]);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers, user } = await asClientUser();

      const response = await mark(headers, { user_id: user.id, dates: [MONDAY] });

      expect(response.statusCode).toBe(403);
    });

    it('marks the day and answers 201 with the marked days', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await mark(headers, { user_id: user.id, dates: [MONDAY] });

      expect(response.statusCode).toBe(201);
      const [row] = await rowsOf(user.id);
      expect(response.json()).toEqual({ data: [{ id: row!.id, user_id: user.id, date: MONDAY }] });
    });

    it('leaves one row when the same day is marked twice (docs/product/time-and-week.md#home-office)', async () => {
      const { headers, user } = await as(Role.USER);

      const first = await mark(headers, { user_id: user.id, dates: [MONDAY] });
      const second = await mark(headers, { user_id: user.id, dates: [MONDAY] });

      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await rowsOf(user.id)).toHaveLength(1);
    });

    it('leaves one row when one request names the same day twice', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await mark(headers, { user_id: user.id, dates: [MONDAY, MONDAY] });

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toHaveLength(1);
      expect(await rowsOf(user.id)).toHaveLength(1);
    });

    it('leaves exactly one row after 50 simultaneous requests for the same day', async () => {
      const { headers, user } = await as(Role.USER);

      const responses = await Promise.all(
        Array.from({ length: 50 }, () => mark(headers, { user_id: user.id, dates: [MONDAY] })),
      );

      expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
      expect(await rowsOf(user.id)).toHaveLength(1);
    });

    it('leaves one row or none, never two, after 50 simultaneous toggles of one day', async () => {
      const { headers, user } = await as(Role.USER);

      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          index % 2 === 0
            ? mark(headers, { user_id: user.id, dates: [MONDAY] })
            : unmark(headers, { user_id: user.id, date: MONDAY }),
        ),
      );

      expect(responses.filter((response) => response.statusCode >= 300)).toEqual([]);
      expect((await rowsOf(user.id)).length).toBeLessThanOrEqual(1);
    });

    it("lets an admin mark someone else's day", async () => {
      const { headers } = await as(Role.ADMIN);
      const person = await buildUser(t.database.db);

      const response = await mark(headers, { user_id: person.id, dates: [MONDAY] });

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toEqual([expect.objectContaining({ user_id: person.id, date: MONDAY })]);
    });

    it("answers 404 'User not found.' when an admin marks a day of nobody", async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await mark(headers, { user_id: 99_999, dates: [MONDAY] });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found.' });
    });

    it('keeps the days of different people apart', async () => {
      const admin = await as(Role.ADMIN);
      const { headers, user } = await as(Role.USER);
      await mark(admin.headers, { user_id: admin.user.id, dates: [MONDAY] });

      const response = await mark(headers, { user_id: user.id, dates: [MONDAY] });

      expect(response.json().data).toEqual([expect.objectContaining({ user_id: user.id })]);
      expect(await rowsOf(admin.user.id)).toHaveLength(1);
      expect(await rowsOf(user.id)).toHaveLength(1);
    });
  });

  describe('DELETE /api/home_office/delete_by_user_id_and_date', () => {
    it('answers 401 without a token', async () => {
      const response = await unmark({}, { user_id: 1, date: MONDAY });

      expect(response.statusCode).toBe(401);
    });

    it('refuses a missing or malformed date with 400', async () => {
      const { headers, user } = await as(Role.USER);

      const missing = await unmark(headers, { user_id: user.id });
      const malformed = await unmark(headers, { user_id: user.id, date: '2026-13-01' });

      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toHaveProperty('date');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual({ date: ['Date must be a real calendar date'] });
    });

    it("refuses a USER unmarking someone else's day with 403 and keeps it", async () => {
      const colleague = await buildUser(t.database.db);
      await markDirectly(colleague.id, [MONDAY]);
      const { headers } = await as(Role.USER);

      const response = await unmark(headers, { user_id: colleague.id, date: MONDAY });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(MAY_NOT_MARK);
      expect(await rowsOf(colleague.id)).toHaveLength(1);
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers, user } = await asClientUser();

      const response = await unmark(headers, { user_id: user.id, date: MONDAY });

      expect(response.statusCode).toBe(403);
    });

    it('unmarks the own day and answers 204 with an empty body, leaving other days alone', async () => {
      const { headers, user } = await as(Role.USER);
      await markDirectly(user.id, [MONDAY, '2026-11-17']);

      const response = await unmark(headers, { user_id: user.id, date: MONDAY });

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await rowsOf(user.id)).map((row) => row.date)).toEqual(['2026-11-17']);
    });

    it('answers 204 for a day that is not marked (docs/product/time-and-week.md#home-office)', async () => {
      const { headers, user } = await as(Role.USER);

      const response = await unmark(headers, { user_id: user.id, date: MONDAY });

      expect(response.statusCode).toBe(204);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it("lets an admin unmark someone else's day", async () => {
      const person = await buildUser(t.database.db);
      await markDirectly(person.id, [MONDAY]);
      const { headers } = await as(Role.ADMIN);

      const response = await unmark(headers, { user_id: person.id, date: MONDAY });

      expect(response.statusCode).toBe(204);
      expect(await rowsOf(person.id)).toEqual([]);
    });
  });
});
