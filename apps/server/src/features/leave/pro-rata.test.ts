import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { buildClient, buildUser, NON_ADMINS, signedIn, signedInAs } from '../../test/factories.js';
import * as timeModel from '../../test/time-model-factories.js';

type Headers = Record<string, string>;

describe('pro rata allowances: GET /api/days_available/suggest (docs/product/leave.md#pro-rata)', () => {
  const t = useTestContext();

  const suggest = (headers: Headers, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/days_available/suggest?${query}`, headers });
  const admin = async () => (await signedIn(t.app, t.database.db, { roleId: Role.ADMIN })).headers;

  it('answers 401 without a token', async () => {
    const response = await suggest({}, 'user_id=1&year=2026&total=30');

    expect(response.statusCode).toBe(401);
  });

  it.each(NON_ADMINS)('refuses %s with 403', async (_label, roleId) => {
    const { headers, user } = await signedInAs(t.app, t.database.db, roleId);

    const response = await suggest(headers, `user_id=${user.id}&year=2026&total=30`);

    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown person or a CLIENT account', async () => {
    const headers = await admin();
    const company = await buildClient(t.database.db);
    const clientAccount = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: company.id });

    const unknown = await suggest(headers, 'user_id=99999&year=2026&total=30');
    const client = await suggest(headers, `user_id=${clientAccount.id}&year=2026&total=30`);

    expect(unknown.statusCode).toBe(404);
    expect(client.statusCode).toBe(404);
  });

  it.each([
    ['without a total', 'year=2026', 'total'],
    ['with a total over 366', 'year=2026&total=367', 'total'],
    ['with a negative total', 'year=2026&total=-1', 'total'],
    ['without a year', 'total=30', 'year'],
    ['with a year out of range', 'year=1800&total=30', 'year'],
  ])('refuses a query %s with 400 naming the field', async (_label, query, field) => {
    const headers = await admin();
    const person = await buildUser(t.database.db);

    const response = await suggest(headers, `user_id=${person.id}&${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('follows the worked example: 30 days, joining on Wednesday 1 July 2026: 132 of 261 working days, 15', async () => {
    const headers = await admin();
    const person = await buildUser(t.database.db);
    await timeModel.setPersonTime(t.database.db, person.id, { startDate: '2026-07-01' });

    const response = await suggest(headers, `user_id=${person.id}&year=2026&total=30`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { suggested: 15, scheduled_days: 132, year_days: 261 } });
  });

  it('suggests the whole total for someone employed all year', async () => {
    const headers = await admin();
    const person = await buildUser(t.database.db);

    const response = await suggest(headers, `user_id=${person.id}&year=2026&total=28.5`);

    expect(response.json().data).toEqual({ suggested: 28.5, scheduled_days: 261, year_days: 261 });
  });

  it("counts a part-timer's own week and calendar, rounded to the nearest half day", async () => {
    const headers = await admin();
    const person = await buildUser(t.database.db);
    const lisbon = await timeModel.buildCalendar(t.database.db, 'Lisbon');
    // A Thursday, one of her working days, in the months she works: both counts lose it.
    await timeModel.buildCalendarHoliday(t.database.db, lisbon.id, '2026-12-24');
    await timeModel.setPersonTime(t.database.db, person.id, { startDate: '2026-07-01', holidayCalendarId: lisbon.id });
    await timeModel.buildSchedule(t.database.db, person.id, '2026-01-01', timeModel.FOUR_DAYS_OF_SIX_HOURS);

    const response = await suggest(headers, `user_id=${person.id}&year=2026&total=25`);

    // Monday to Thursday: 106 days from July, 209 in the year, each less the holiday; 25 × 105 ÷ 208 = 12.62.
    expect(response.json().data).toEqual({ suggested: 12.5, scheduled_days: 105, year_days: 208 });
  });

  it('suggests 0 for a year the person does not work in', async () => {
    const headers = await admin();
    const person = await buildUser(t.database.db);
    await timeModel.setPersonTime(t.database.db, person.id, { startDate: '2026-07-01', endDate: '2026-12-31' });

    const response = await suggest(headers, `user_id=${person.id}&year=2027&total=30`);

    expect(response.json().data).toEqual({ suggested: 0, scheduled_days: 0, year_days: 261 });
  });

  it('lists the route with its permission (docs/product/roles-and-access.md#roles)', () => {
    const listed = t.app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`);

    expect(listed).toContain('GET /api/days_available/suggest allowances:manage');
  });
});
