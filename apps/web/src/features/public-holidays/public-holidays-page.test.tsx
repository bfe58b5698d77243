import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { rowTexts } from '../../test/table-rows';
import PublicHolidaysPage from './public-holidays-page';

const YEAR = new Date().getFullYear();
const CALENDARS = [
  { id: 1, name: 'Berlin', country: 'DE', region: 'BE' },
  { id: 2, name: 'Lisbon', country: 'PT', region: null },
];
const HOLIDAYS = [
  { id: 1, title: 'Tag der Deutschen Einheit', date: `${YEAR}-10-03`, calendar_id: 1 },
  { id: 2, title: 'Dia de Portugal', date: `${YEAR}-06-10`, calendar_id: 2 },
];
const sent: { method: string; url: string; body: unknown }[] = [];
const asked: string[] = [];

async function serve(url: string, init?: RequestInit): Promise<Response> {
  const { pathname, searchParams } = new URL(url, 'http://portal.test');
  const method = init?.method ?? 'GET';
  if (method !== 'GET') sent.push({ method, url: pathname, body: JSON.parse(String(init!.body)) });
  else asked.push(`${pathname}?${searchParams}`);
  if (pathname === '/api/holiday_calendars') return reply('GET /holiday_calendars', { data: CALENDARS });
  if (pathname === '/api/users') return reply('GET /users', { data: [] });
  if (pathname === '/api/national_holidays' && method === 'POST')
    return reply('POST /national_holidays', { data: [] }, { status: 201 });
  if (pathname === '/api/national_holidays') {
    const calendar = Number(searchParams.get('calendar_id'));
    return reply('GET /national_holidays', { data: HOLIDAYS.filter((holiday) => holiday.calendar_id === calendar) });
  }
  if (pathname === '/api/national_holidays/countries')
    return reply('GET /national_holidays/countries', {
      data: [
        { code: 'DE', name: 'Germany', regions: [{ code: 'BE', name: 'Berlin' }] },
        { code: 'PT', name: 'Portugal', regions: [] },
      ],
    });
  if (pathname === '/api/national_holidays/import' && method === 'POST')
    return reply('POST /national_holidays/import', { data: [] }, { status: 201 });
  if (pathname === '/api/national_holidays/import')
    return reply('GET /national_holidays/import', {
      data: [
        { date: `${YEAR}-06-10`, title: 'Dia de Portugal', already_saved: searchParams.get('calendar_id') === '2' },
        { date: `${YEAR}-12-25`, title: 'Natal', already_saved: false },
      ],
    });
  throw new Error(`unexpected call ${method} ${url}`);
}

async function chooseLocation(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Location' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

describe(
  'the National Holidays screen, one location at a time (docs/product/time-model.md#calendars)',
  {
    timeout: 30_000,
  },
  () => {
    useStubbedApi(serve, () => {
      sent.length = 0;
      asked.length = 0;
    });

    it("shows the first location's public holidays, then another's when it is chosen", async () => {
      renderScreen(<PublicHolidaysPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });
      const table = await screen.findByRole('table', { name: 'Public holidays' }, { timeout: 5000 });
      expect(await within(table).findByText('Tag der Deutschen Einheit')).toBeTruthy();

      await chooseLocation('Lisbon');

      // Another location's table is another table: it loads on its own.
      expect(await screen.findByText('Dia de Portugal')).toBeTruthy();
      expect(rowTexts(screen.getByRole('table', { name: 'Public holidays' }))).toHaveLength(1);
      expect(asked).toContain('/api/national_holidays?calendar_id=2');
    });

    it('adds public holidays to the location chosen', async () => {
      renderScreen(<PublicHolidaysPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });
      await chooseLocation('Lisbon');

      const add = screen.getByRole('form', { name: 'Add national holidays' });
      fireEvent.click(within(add).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('National Holidays created successfully!')).toBeTruthy();
      expect(sent).toEqual([
        { method: 'POST', url: '/api/national_holidays', body: expect.objectContaining({ calendar_id: 2 }) },
      ]);
    });

    it("starts the import from the chosen location's country and region", async () => {
      renderScreen(<PublicHolidaysPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });
      const section = await screen.findByRole('region', { name: 'Import public holidays' });
      expect(await within(section).findByDisplayValue('Germany (DE)')).toBeTruthy();

      fireEvent.click(within(section).getByRole('button', { name: 'Preview' }));

      await waitFor(() =>
        expect(asked).toContain(`/api/national_holidays/import?country=DE&year=${YEAR}&calendar_id=1&region=BE`),
      );
    });

    it("previews an import against the chosen location's holidays and saves into it", async () => {
      renderScreen(<PublicHolidaysPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });
      await chooseLocation('Lisbon');
      const section = screen.getByRole('region', { name: 'Import public holidays' });
      fireEvent.change(within(section).getByRole('combobox', { name: 'Country' }), { target: { value: 'Port' } });
      fireEvent.click(await screen.findByRole('option', { name: 'Portugal (PT)' }));

      fireEvent.click(within(section).getByRole('button', { name: 'Preview' }));

      expect(await within(section).findByText('1 of 1 new holiday selected')).toBeTruthy();
      expect(asked).toContain(`/api/national_holidays/import?country=PT&year=${YEAR}&calendar_id=2`);
      fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
      await screen.findByText('0 public holidays saved');
      expect(sent).toEqual([
        {
          method: 'POST',
          url: '/api/national_holidays/import',
          body: { holidays: [{ date: `${YEAR}-12-25`, title: 'Natal' }], calendar_id: 2 },
        },
      ]);
    });
  },
);
