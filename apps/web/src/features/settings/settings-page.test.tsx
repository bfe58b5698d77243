import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Role, type SettingsResponse } from '@portal/shared';
import { useCaughtDownloads } from '../../test/downloads';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { refuse, reply, useStubbedApi } from '../../test/stubbed-api';
import SettingsPage from './settings-page';

const ADMIN = { ...SIGNED_IN_USER, id: 1, role_id: Role.ADMIN };
const SUPER_ADMIN = { ...SIGNED_IN_USER, id: 1, role_id: Role.SUPER_ADMIN };
let exportFails = false;
const BAD_DAY = 'Choose a month and a day, or never.';
const PEOPLE = [
  { id: 1, name: 'Anna Weber', role_id: Role.SUPER_ADMIN },
  { id: 2, name: 'Carl Admin', role_id: Role.ADMIN },
  { id: 4, name: 'Ben Fischer', role_id: Role.USER },
];

let saved: SettingsResponse['data'];
let failing = false;
const sent: { method: string; path: string; body: unknown }[] = [];

async function serve(url: string, init?: RequestInit): Promise<Response> {
  const { pathname } = new URL(url, 'http://portal.test');
  const method = init?.method ?? 'GET';
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
  if (method !== 'GET') sent.push({ method, path: pathname, body });
  if (pathname === '/api/settings' && failing) return refuse('INTERNAL_ERROR', 'The server failed.');
  if (pathname === '/api/settings' && method === 'PATCH') {
    if (body!.carry_over_until === '02-29')
      return refuse('VALIDATION_FAILED', BAD_DAY, { errors: { carry_over_until: [BAD_DAY] } });
    const { leave_approver_id: approverId, ...rest } = body!;
    const approver = PEOPLE.find((person) => person.id === approverId);
    saved = { ...saved, ...rest, ...(approver && { leave_approver: { id: approver.id, name: approver.name } }) };
    return reply('PATCH /settings', { data: saved });
  }
  if (pathname === '/api/settings') return reply('GET /settings', { data: saved });
  if (pathname === '/api/export' && exportFails) return refuse('FORBIDDEN', 'You are not allowed to do this.');
  if (pathname === '/api/export')
    return new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="staff-portal-export-2026-11-23.zip"',
      },
    });
  if (pathname === '/api/users/names') return reply('GET /users/names', { data: PEOPLE });
  throw new Error(`unexpected call ${method} ${url}`);
}

/** A busy 2-core machine saves and draws slowly in jsdom: wait longer than the default. */
const SLOW = { timeout: 10_000 };
const renderSettings = () => renderScreen(<SettingsPage />, { user: ADMIN });

describe('the Settings screen (docs/product/closing.md#settings)', { timeout: 30_000 }, () => {
  useStubbedApi(serve, () => {
    saved = {
      leave_approver: { id: 1, name: 'Anna Weber' },
      time_zone: 'Europe/Berlin',
      carry_over_until: null,
      locked_until: null,
      reminder_weekday: 5,
      reminder_hour: 14,
      require_2fa_for_admins: false,
    };
    failing = false;
    exportFails = false;
    sent.length = 0;
  });
  const downloads = useCaughtDownloads();

  it('says when the settings cannot be loaded, and tries again', async () => {
    failing = true;
    renderSettings();

    expect(await screen.findByText('The server failed.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Lock date' })).toBeTruthy();
  });

  it('chooses the leave approver among the active administrators (docs/product/leave.md#approver)', async () => {
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Leave approver' });
    const approver = within(form).getByRole('combobox', { name: 'Leave approver' });
    expect(approver.textContent).toBe('Anna Weber');

    fireEvent.mouseDown(approver);
    await vi.waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Anna Weber', 'Carl Admin']),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Carl Admin' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Leave approver saved', {}, SLOW)).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/settings', body: { leave_approver_id: 2 } }]);
  });

  it('locks every day up to a date, says what that means, and lifts the lock with "No lock" (docs/product/closing.md#locks)', async () => {
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Lock date' });
    const date = within(form).getByLabelText('Locked up to and including') as HTMLInputElement;
    expect(date.value).toBe('');
    expect(date.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe(
      "No period is locked. Work logs and home-office days on or before this day can no longer be changed; super administrators' changes are recorded in the audit trail.",
    );

    fireEvent.change(date, { target: { value: '2026-10-31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lock date saved', {}, SLOW)).toBeTruthy();
    const again = await screen.findByRole('form', { name: 'Lock date' });
    await vi.waitFor(() =>
      expect((within(again).getByLabelText('Locked up to and including') as HTMLInputElement).value).toBe('2026-10-31'),
    );
    fireEvent.click(within(again).getByRole('button', { name: 'No lock' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(sent).toEqual([
        { method: 'PATCH', path: '/api/settings', body: { locked_until: '2026-10-31' } },
        { method: 'PATCH', path: '/api/settings', body: { locked_until: null } },
      ]),
    );
  });

  it('moves the weekly reminder to another day and hour (docs/product/closing.md#reminders)', async () => {
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Weekly reminder' });
    expect(within(form).getByRole('combobox', { name: 'Day' }).textContent).toBe('Friday');
    expect(within(form).getByRole('combobox', { name: 'Time' }).textContent).toBe('14:00');
    expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Day' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Thursday' }));
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Time' }));
    fireEvent.click(await screen.findByRole('option', { name: '09:00' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Weekly reminder saved', {}, SLOW)).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/settings', body: { reminder_weekday: 4, reminder_hour: 9 } }]);
  });

  it("changes the portal's time zone (docs/product/time-model.md#time-zone)", async () => {
    renderSettings();
    const settings = await screen.findByRole('form', { name: 'Time zone' });
    const zone = await within(settings).findByRole('combobox', { name: 'Time zone' });
    expect((zone as HTMLInputElement).value).toBe('Europe/Berlin');
    expect((within(settings).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    zone.focus();
    fireEvent.change(zone, { target: { value: 'Lisbon' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Europe/Lisbon' }));
    fireEvent.click(within(settings).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Time zone saved', {}, SLOW)).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/settings', body: { time_zone: 'Europe/Lisbon' } }]);
  });

  it('lets leftover leave expire on a day of the year, and never again (docs/product/leave.md#carry-over)', async () => {
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Leftover leave expires' });
    const month = within(form).getByRole('combobox', { name: 'Month' });
    expect(month.textContent).toBe('Never');
    expect(within(form).queryByRole('combobox', { name: 'Day' })).toBeNull();
    const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.mouseDown(month);
    fireEvent.click(await screen.findByRole('option', { name: 'April' }));
    // The day stays inside the month: 30 April.
    expect(within(form).getByRole('combobox', { name: 'Day' }).textContent).toBe('30');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Month' }));
    fireEvent.click(await screen.findByRole('option', { name: 'March' }));
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Day' }));
    fireEvent.click(await screen.findByRole('option', { name: '15' }));
    fireEvent.click(save);

    expect(await screen.findByText('Expiry of leftover leave saved', {}, SLOW)).toBeTruthy();
    const again = await screen.findByRole('form', { name: 'Leftover leave expires' });
    fireEvent.mouseDown(within(again).getByRole('combobox', { name: 'Month' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Never' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(sent).toEqual([
        { method: 'PATCH', path: '/api/settings', body: { carry_over_until: '03-15' } },
        { method: 'PATCH', path: '/api/settings', body: { carry_over_until: null } },
      ]),
    );
  });

  it("shows the server's word on the carry-over day under the field", async () => {
    renderSettings();
    const form = await screen.findByRole('form', { name: 'Leftover leave expires' });

    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Month' }));
    fireEvent.click(await screen.findByRole('option', { name: 'February' }));
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Day' }));
    fireEvent.click(await screen.findByRole('option', { name: '29' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText(BAD_DAY)).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Month' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the full export to a SUPER_ADMIN only (docs/product/access.md#export)', async () => {
    const { unmount } = renderSettings();
    await screen.findByRole('form', { name: 'Lock date' });
    expect(screen.queryByRole('region', { name: 'Full export' })).toBeNull();
    unmount();

    renderScreen(<SettingsPage />, { user: SUPER_ADMIN });

    const card = await screen.findByRole('region', { name: 'Full export' });
    expect(within(card).getByText(/Passwords or their hashes/)).toBeTruthy();
  });

  it("downloads the export under the server's name, and says why when it cannot", async () => {
    renderScreen(<SettingsPage />, { user: SUPER_ADMIN });
    const card = await screen.findByRole('region', { name: 'Full export' });

    fireEvent.click(within(card).getByRole('button', { name: 'Download export' }));

    expect(await screen.findByText('Export downloaded', {}, SLOW)).toBeTruthy();
    expect(downloads.names()).toEqual(['staff-portal-export-2026-11-23.zip']);
    exportFails = true;
    fireEvent.click(within(card).getByRole('button', { name: 'Download export' }));
    expect(await within(card).findByText('You are not allowed to do this.', {}, SLOW)).toBeTruthy();
  });
});
