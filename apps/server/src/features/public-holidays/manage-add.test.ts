import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { NON_ADMINS, signedInAs } from '../../test/factories.js';
import { buildPublicHoliday } from '../../test/record-factories.js';
import { PUBLIC_HOLIDAY_TAKEN } from './manage.js';
import { useManageKit, type Headers } from './manage-test-kit.js';

const TITLE_REQUIRED = 'Please provide a title for the national holidays.';
const DATES_REQUIRED = 'Please select at least one date for the national holidays.';

describe('public holidays, managing (docs/product/leave.md#public-holidays, docs/product/http-contract.md#validation National holidays and Public holiday; docs/product/leave.md#public-holidays, #holiday-import)', () => {
  const { t, as, send, get, saved, auditRows } = useManageKit();

  describe('POST /api/national_holidays', () => {
    const create = (headers: Headers, payload: unknown) => send('POST', '/api/national_holidays', headers, payload);

    it('answers 401 without a token', async () => {
      const response = await create({}, { title: 'National Holidays', dates: ['2026-12-24'] });

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input', () => {
      it.each([
        ['missing', undefined],
        ['blank', '   '],
      ])('asks for a title when it is %s (docs/product/http-contract.md#validation)', async (_label, title) => {
        const { headers } = await as(Role.ADMIN);

        const response = await create(headers, { title, dates: ['2026-12-24'] });

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: TITLE_REQUIRED,
          errors: { title: [TITLE_REQUIRED] },
        });
      });

      it.each([
        ['missing', undefined],
        ['empty', []],
      ])(
        'asks for at least one date when the list is %s (docs/product/http-contract.md#validation)',
        async (_label, dates) => {
          const { headers } = await as(Role.ADMIN);

          const response = await create(headers, { title: 'National Holidays', dates });

          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            code: 'VALIDATION_FAILED',
            message: DATES_REQUIRED,
            errors: { dates: [DATES_REQUIRED] },
          });
        },
      );

      it('refuses a malformed date and saves nothing', async () => {
        const { headers } = await as(Role.ADMIN);

        const response = await create(headers, { title: 'National Holidays', dates: ['2026-12-24', '24.12.2026'] });

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty(['dates.1']);
        expect(await saved()).toEqual([]);
      });
    });

    it.each(NON_ADMINS)('refuses %s with 403', async (_label, roleId) => {
      const { headers } = await signedInAs(t.app, t.database.db, roleId);

      const response = await create(headers, { title: 'National Holidays', dates: ['2026-12-24'] });

      expect(response.statusCode).toBe(403);
      expect(await saved()).toEqual([]);
    });

    it('saves one public holiday per date with the title: 201 {data: [...]} in date order', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await create(headers, { title: ' Christmas ', dates: ['2026-12-26', '2026-12-25'] });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        data: [
          { id: expect.any(Number), title: 'Christmas', date: '2026-12-25', calendar_id: 1 },
          { id: expect.any(Number), title: 'Christmas', date: '2026-12-26', calendar_id: 1 },
        ],
      });
      expect(await saved()).toEqual([
        { title: 'Christmas', date: '2026-12-25' },
        { title: 'Christmas', date: '2026-12-26' },
      ]);
      const list = await get('/api/national_holidays', headers);
      expect(list.json().data).toEqual(response.json().data);
    });

    it('refuses a date that is already a public holiday with 409 and saves none of the others (docs/product/leave.md#public-holidays)', async () => {
      const { headers } = await as(Role.ADMIN);
      await buildPublicHoliday(t.database.db, '2026-12-25', 'Christmas Day');

      const response = await create(headers, { title: 'Winter break', dates: ['2026-12-24', '2026-12-25'] });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: PUBLIC_HOLIDAY_TAKEN });
      expect(PUBLIC_HOLIDAY_TAKEN).toBe(
        'Invalid date or the date specified is already recognized as a national holiday.',
      );
      expect(await saved()).toEqual([{ title: 'Christmas Day', date: '2026-12-25' }]);
    });

    it('refuses the same date twice in one request with 409', async () => {
      const { headers } = await as(Role.ADMIN);

      const response = await create(headers, { title: 'Twice', dates: ['2026-12-24', '2026-12-24'] });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'CONFLICT', message: PUBLIC_HOLIDAY_TAKEN });
      expect(await saved()).toEqual([]);
    });

    it('records the new public holidays in the audit trail (docs/product/reports.md#audit)', async () => {
      const { headers, user } = await as(Role.ADMIN);

      await create(headers, { title: 'Christmas', dates: ['2026-12-25'] });

      const rows = await auditRows('public_holiday.create');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorId: user.id, after: [expect.objectContaining({ date: '2026-12-25' })] });
    });
  });
});
