import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Role, type HolidayCalendarView } from '@portal/shared';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { refuse, reply, useStubbedApi } from '../../test/stubbed-api';
import { rowTexts } from '../../test/table-rows';
import LocationsPage from './locations-page';

const ADMIN = { ...SIGNED_IN_USER, id: 1, role_id: Role.ADMIN };
const COUNTRIES = [
  { code: 'DE', name: 'Germany', regions: [{ code: 'BY', name: 'Bavaria' }] },
  { code: 'PT', name: 'Portugal', regions: [] },
];
const IN_USE = 'This calendar is still used by people or public holidays.';

let calendars: HolidayCalendarView[] = [];
const sent: { method: string; path: string; body: unknown }[] = [];

async function serve(url: string, init?: RequestInit): Promise<Response> {
  const { pathname } = new URL(url, 'http://portal.test');
  const method = init?.method ?? 'GET';
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
  if (method !== 'GET') sent.push({ method, path: pathname, body });
  if (pathname === '/api/national_holidays/countries')
    return reply('GET /national_holidays/countries', { data: COUNTRIES });
  if (pathname === '/api/holiday_calendars' && method === 'POST') {
    const created = { id: 9, country: null, region: null, ...body } as HolidayCalendarView;
    calendars = [...calendars, created];
    return reply('POST /holiday_calendars', { data: created }, { status: 201 });
  }
  if (pathname === '/api/holiday_calendars') return reply('GET /holiday_calendars', { data: calendars });
  if (pathname === '/api/holiday_calendars/1' && method === 'DELETE') return refuse('CONFLICT', IN_USE);
  if (pathname === '/api/holiday_calendars/2' && method === 'PATCH') {
    calendars = calendars.map((calendar) => (calendar.id === 2 ? { ...calendar, ...body } : calendar));
    return reply('PATCH /holiday_calendars/:id', { data: calendars[1]! });
  }
  throw new Error(`unexpected call ${method} ${url}`);
}

function renderLocations() {
  renderScreen(<LocationsPage />, { user: ADMIN });
  return screen.findByRole('table', { name: 'Locations' });
}

describe('the Locations tab (docs/product/time-model.md#calendars)', { timeout: 30_000 }, () => {
  useStubbedApi(serve, () => {
    calendars = [
      { id: 1, name: 'Berlin', country: 'DE', region: 'BY' },
      { id: 2, name: 'Lisbon', country: null, region: null },
    ];
    sent.length = 0;
  });

  it('lists the locations with their country and region by name', async () => {
    const table = await renderLocations();

    await vi.waitFor(() =>
      expect(rowTexts(table)).toEqual([
        ['Berlin', 'Germany', 'Bavaria', ''],
        ['Lisbon', '–', '–', ''],
      ]),
    );
    expect(screen.getByRole('tab', { name: 'Locations', selected: false })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Public holidays' }).getAttribute('href')).toBe(
      '/holidays/nationalholidays',
    );
  });

  it('adds a location with a name and a country', async () => {
    await renderLocations();

    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    const dialog = screen.getByRole('dialog', { name: 'Add location' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Porto' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Country (optional)' }), {
      target: { value: 'Port' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Portugal (PT)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Location added')).toBeTruthy();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/holiday_calendars', body: { name: 'Porto', country: 'PT', region: null } },
    ]);
    expect(await screen.findByRole('cell', { name: 'Porto' })).toBeTruthy();
  });

  it('refuses a location without a name', async () => {
    await renderLocations();

    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    const dialog = screen.getByRole('dialog', { name: 'Add location' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The calendar needs a name.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('renames a location', async () => {
    await renderLocations();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lisbon' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Lisbon' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Lisboa' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Location updated')).toBeTruthy();
    expect(sent).toEqual([
      { method: 'PATCH', path: '/api/holiday_calendars/2', body: { name: 'Lisboa', country: null, region: null } },
    ]);
  });

  it("asks before deleting, and shows the server's word when the location is still in use", async () => {
    await renderLocations();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Berlin' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(within(confirm).getByText('Are you sure you want to delete the location Berlin?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(IN_USE)).toBeTruthy();
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/holiday_calendars/1', body: undefined }]);
  });

  it('leads to the Settings screen for the time zone and the carry-over day (docs/product/closing.md#settings)', async () => {
    await renderLocations();

    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.queryByRole('form', { name: 'Time zone' })).toBeNull();
  });
});
