import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { buildPublicHoliday } from '../../test/record-factories.js';
import { PUBLIC_HOLIDAY_TAKEN } from './manage.js';
import { useManageKit, type Headers } from './manage-test-kit.js';

const EDIT_TITLE_REQUIRED = 'Holiday Title is required';
const EDIT_DATE_REQUIRED = 'Holiday Date is required';
const EDIT_DATE_FORMAT = 'Date must be in YYYY-MM-DD format';

describe('public holidays, managing (docs/product/leave.md#public-holidays, docs/product/http-contract.md#validation National holidays and Public holiday; docs/product/leave.md#public-holidays, #holiday-import)', () => {
  const { t, as, send, saved, auditRows } = useManageKit();

  describe('PATCH /api/national_holidays/:id', () => {
    const edit = (id: number | string, headers: Headers, payload: unknown) =>
      send('PATCH', `/api/national_holidays/${id}`, headers, payload);

    it('answers 401 without a token', async () => {
      const response = await edit(1, {}, { title: 'New Year', dates: ['2027-01-01'] });

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input (docs/product/leave.md#public-holidays)', () => {
      it.each([
        ['missing', undefined],
        ['blank', ' '],
      ])('requires the title when it is %s', async (_label, title) => {
        const { headers } = await as(Role.ADMIN);
        const holiday = await buildPublicHoliday(t.database.db, '2027-01-01');

        const response = await edit(holiday.id, headers, { title, dates: ['2027-01-01'] });

        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(EDIT_TITLE_REQUIRED);
        expect(response.json().errors).toEqual({ title: [EDIT_TITLE_REQUIRED] });
      });

      it.each([
        ['missing', undefined],
        ['an empty list', []],
        ['an empty date', ['']],
      ])('requires the date when it is %s', async (_label, dates) => {
        const { headers } = await as(Role.ADMIN);
        const holiday = await buildPublicHoliday(t.database.db, '2027-01-01');

        const response = await edit(holiday.id, headers, { title: 'New Year', dates });

        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(EDIT_DATE_REQUIRED);
      });

      it('requires the date as YYYY-MM-DD', async () => {
        const { headers } = await as(Role.ADMIN);
        const holiday = await buildPublicHoliday(t.database.db, '2027-01-01');

        const response = await edit(holiday.id, headers, { title: 'New Year', dates: ['01/01/2027'] });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: EDIT_DATE_FORMAT,
          errors: { 'dates.0': [EDIT_DATE_FORMAT] },
        });
      });

      it('refuses a malformed id', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await edit('new-year', headers, { title: 'New Year', dates: ['2027-01-01'] });

        expect(response.statusCode).toBe(400);
      });
    });

    it('refuses a USER with 403 and leaves the holiday as it was', async () => {
      const { headers } = await as(Role.USER);
      const holiday = await buildPublicHoliday(t.database.db, '2027-01-01', 'New Year');

      const response = await edit(holiday.id, headers, { title: 'Changed', dates: ['2027-01-02'] });

      expect(response.statusCode).toBe(403);
      expect(await saved()).toEqual([{ title: 'New Year', date: '2027-01-01' }]);
    });

    it('answers 404 for an unknown public holiday', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await edit(99_999, headers, { title: 'New Year', dates: ['2027-01-01'] });

      expect(response.statusCode).toBe(404);
    });

    it('changes the title and the date: 200 {data}', async () => {
      const { headers } = await as(Role.ADMIN);
      const holiday = await buildPublicHoliday(t.database.db, '2027-01-01', 'National Holidays');

      const response = await edit(holiday.id, headers, { title: "New Year's Day", dates: ['2027-01-02'] });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: { id: holiday.id, title: "New Year's Day", date: '2027-01-02', calendar_id: 1 },
      });
      expect(await saved()).toEqual([{ title: "New Year's Day", date: '2027-01-02' }]);
      const [entry] = await auditRows('public_holiday.update');
      expect(entry).toMatchObject({
        targetId: String(holiday.id),
        before: { date: '2027-01-01', title: 'National Holidays' },
        after: { date: '2027-01-02', title: "New Year's Day" },
      });
    });

    it('keeps its own date when only the title changes', async () => {
      const { headers } = await as(Role.ADMIN);
      const holiday = await buildPublicHoliday(t.database.db, '2027-01-01');

      const response = await edit(holiday.id, headers, { title: 'New Year', dates: ['2027-01-01'] });

      expect(response.statusCode).toBe(200);
    });

    it('refuses a date that another public holiday has with 409 (docs/product/leave.md#public-holidays)', async () => {
      const { headers } = await as(Role.ADMIN);
      await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas Day');
      const boxingDay = await buildPublicHoliday(t.database.db, '2026-12-26', 'Boxing Day');

      const response = await edit(boxingDay.id, headers, { title: 'Boxing Day', dates: ['2026-12-25'] });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: PUBLIC_HOLIDAY_TAKEN });
      expect(await saved()).toEqual([
        { title: 'Christmas Day', date: '2026-12-25' },
        { title: 'Boxing Day', date: '2026-12-26' },
      ]);
    });
  });

  describe('DELETE /api/national_holidays/:id', () => {
    const remove = (id: number | string, headers: Headers) => send('DELETE', `/api/national_holidays/${id}`, headers);

    it('answers 401 without a token', async () => {
      const response = await remove(1, {});

      expect(response.statusCode).toBe(401);
    });

    it('refuses a malformed id with 400', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await remove('x', headers);

      expect(response.statusCode).toBe(400);
    });

    it('refuses a USER with 403', async () => {
      const { headers } = await as(Role.USER);
      const holiday = await buildPublicHoliday(t.database.db, '2027-01-01');

      const response = await remove(holiday.id, headers);

      expect(response.statusCode).toBe(403);
      expect(await saved()).toHaveLength(1);
    });

    it('answers 404 for an unknown public holiday', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await remove(99_999, headers);

      expect(response.statusCode).toBe(404);
    });

    it('deletes it: 204, and the date can be saved again', async () => {
      const { headers, user } = await as(Role.ADMIN);
      const holiday = await buildPublicHoliday(t.database.db, '2027-01-01', 'New Year');

      const response = await remove(holiday.id, headers);

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await saved()).toEqual([]);
      const again = await send('POST', '/api/national_holidays', headers, { title: 'New Year', dates: ['2027-01-01'] });
      expect(again.statusCode).toBe(201);
      const [entry] = await auditRows('public_holiday.delete');
      expect(entry).toMatchObject({ actorId: user.id, targetId: String(holiday.id), before: { date: '2027-01-01' } });
    });
  });
});
