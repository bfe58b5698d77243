import { describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { signedIn, signedInClientUser } from '../../test/factories.js';
import { buildPublicHoliday } from '../../test/record-factories.js';

type Headers = Record<string, string>;

const START_AFTER_END = 'The start date cannot be after the end date.';

describe('public holidays, reading (docs/product/leave.md#request-form: national holidays)', () => {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  describe('GET /api/national_holidays', () => {
    it('answers 401 without a token', async () => {
      const response = await get('/api/national_holidays', {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a CLIENT user with 403 (docs/product/roles-and-access.md#client-role)', async () => {
      const { headers } = await asClientUser();

      const response = await get('/api/national_holidays', headers);

      expect(response.statusCode).toBe(403);
    });

    it('answers every public holiday as {data: [{id, title, date, calendar_id}]} in date order', async () => {
      const { headers } = await as(Role.USER);
      const christmas = await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas Day');
      const newYear = await buildPublicHoliday(t.database.db, '2026-01-01', 'New Year');
      const nextNewYear = await buildPublicHoliday(t.database.db, '2027-01-01');

      const response = await get('/api/national_holidays', headers);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { id: newYear.id, title: 'New Year', date: '2026-01-01', calendar_id: 1 },
          { id: christmas.id, title: 'Christmas Day', date: '2026-12-25', calendar_id: 1 },
          { id: nextNewYear.id, title: 'National Holidays', date: '2027-01-01', calendar_id: 1 },
        ],
      });
    });

    it('answers an empty list when there are none', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await get('/api/national_holidays', headers);

      expect(response.json()).toEqual({ data: [] });
    });

    it('answers only the holidays between from and to, both included (docs/product/http-contract.md#endpoints; docs/product/http-contract.md#bounds)', async () => {
      const { headers } = await as(Role.USER);
      await buildPublicHoliday(t.database.db, '2026-01-01', 'New Year');
      const christmas = await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas Day');
      await buildPublicHoliday(t.database.db, '2027-01-01');

      const response = await get('/api/national_holidays?from=2026-12-25&to=2026-12-31', headers);

      expect(response.json()).toEqual({
        data: [{ id: christmas.id, title: 'Christmas Day', date: '2026-12-25', calendar_id: 1 }],
      });
    });

    it.each([
      ['?from=2026-02-30&to=nope', 'from'],
      ['?from=&to=', 'from'],
      ['?from=2026-01-01', 'to'],
      ['?from=2026-12-31&to=2026-01-01', 'from'],
    ])('refuses %s with 400 naming %s, instead of answering everything', async (query, field) => {
      const { headers } = await as(Role.USER);
      await buildPublicHoliday(t.database.db, '2026-01-01', 'New Year');

      const response = await get(`/api/national_holidays${query}`, headers);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: expect.any(Array) } });
    });
  });

  describe('GET /api/range/national_holidays', () => {
    const range = (headers: Headers, query: string) => get(`/api/range/national_holidays${query}`, headers);

    it('answers 401 without a token', async () => {
      const response = await range({}, '?from=2026-11-01&to=2026-11-30');

      expect(response.statusCode).toBe(401);
    });

    it('requires from and to as YYYY-MM-DD', async () => {
      const { headers } = await as(Role.USER);

      const missing = await range(headers, '');
      const malformed = await range(headers, '?from=2026-11-01&to=2026-11-31');

      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['from', 'to']));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual({ to: ['Date must be a real calendar date'] });
    });

    it('refuses a start after the end', async () => {
      const { headers } = await as(Role.USER);

      const response = await range(headers, '?from=2026-12-01&to=2026-11-30');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: START_AFTER_END,
        errors: { from: [START_AFTER_END] },
      });
    });

    it('refuses a CLIENT user with 403', async () => {
      const { headers } = await asClientUser();

      const response = await range(headers, '?from=2026-11-01&to=2026-11-30');

      expect(response.statusCode).toBe(403);
    });

    it('answers the public holidays of the range, both ends included, in date order', async () => {
      const { headers } = await as(Role.USER);
      await buildPublicHoliday(t.database.db, '2026-10-31', 'Reformation Day');
      const last = await buildPublicHoliday(t.database.db, '2026-11-30', 'Last day');
      const first = await buildPublicHoliday(t.database.db, '2026-11-01', "All Saints' Day");
      await buildPublicHoliday(t.database.db, '2026-12-01', 'First of December');

      const response = await range(headers, '?from=2026-11-01&to=2026-11-30');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { id: first.id, title: "All Saints' Day", date: '2026-11-01', calendar_id: 1 },
          { id: last.id, title: 'Last day', date: '2026-11-30', calendar_id: 1 },
        ],
      });
    });

    it('answers a one-day range', async () => {
      const { headers } = await as(Role.USER);
      await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas Day');
      await buildPublicHoliday(t.database.db, '2026-12-26', 'Boxing Day');

      const response = await range(headers, '?from=2026-12-25&to=2026-12-25');

      expect(response.json().data).toEqual([expect.objectContaining({ date: '2026-12-25' })]);
    });
  });

  it('lists the reading routes with their permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toEqual(
      expect.arrayContaining(['GET /api/national_holidays leave:read', 'GET /api/range/national_holidays leave:read']),
    );
  });
});
