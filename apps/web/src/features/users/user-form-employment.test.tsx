import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Role, type UserListItem } from '@portal/shared';
import { renderScreen, SIGNED_IN_USER, userView } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { AddUserForm } from './add-user-form';
import { UserEditRow } from './user-edit-row';

const ADMIN = { ...SIGNED_IN_USER, id: 1, role_id: Role.ADMIN };
const CALENDARS = [
  { id: 1, name: 'Berlin', country: 'DE', region: 'BE' },
  { id: 2, name: 'Lisbon', country: 'PT', region: null },
];
const registered: unknown[] = [];

async function serve(url: string, init?: RequestInit): Promise<Response> {
  const { pathname } = new URL(url, 'http://portal.test');
  if (pathname === '/api/holiday_calendars') return reply('GET /holiday_calendars', { data: CALENDARS });
  if (pathname === '/api/clients') return reply('GET /clients', { data: [] });
  if (pathname === '/api/register' && init?.method === 'POST') {
    registered.push(JSON.parse(String(init.body)));
    // POST /register answers the person themselves, not in a `data` envelope.
    return reply('POST /register', { ...userView({ id: 30 }), clients: [] }, { status: 201 });
  }
  throw new Error(`unexpected call ${url}`);
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function chooseCalendar(name: string) {
  const select = await screen.findByRole('combobox', { name: 'Location / holiday calendar' });
  // Chosen from once the calendars are in.
  await vi.waitFor(() => expect(select.getAttribute('aria-disabled')).toBeNull());
  fireEvent.mouseDown(select);
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

describe(
  "a person's location and employment on the user forms (docs/product/time-model.md#calendars, #employment)",
  {
    timeout: 30_000,
  },
  () => {
    useStubbedApi(serve, () => (registered.length = 0));

    it('adds a person with their location and first and last days', async () => {
      renderScreen(<AddUserForm />, { user: ADMIN });
      const select = await screen.findByRole('combobox', { name: 'Location / holiday calendar' });
      await vi.waitFor(() => expect(select.textContent).toBe('Berlin'));
      type(/^Name/, 'Rui Costa');
      type(/^E-mail/, 'rui@example.com');
      type(/^Password/, 'first-secret');
      type(/^Confirm password/, 'first-secret');
      await chooseCalendar('Lisbon');
      type(/^First day of employment/, '2026-04-01');
      type(/^Last day of employment/, '2027-03-31');

      fireEvent.click(screen.getByRole('button', { name: 'Add user' }));

      await vi.waitFor(() => expect(registered).toHaveLength(1));
      expect(registered[0]).toMatchObject({ holiday_calendar_id: 2, start_date: '2026-04-01', end_date: '2027-03-31' });
    });

    it('refuses a last day before the first', async () => {
      renderScreen(<AddUserForm />, { user: ADMIN });
      type(/^Name/, 'Rui Costa');
      type(/^E-mail/, 'rui@example.com');
      type(/^Password/, 'first-secret');
      type(/^Confirm password/, 'first-secret');

      type(/^First day of employment/, '2026-04-01');
      type(/^Last day of employment/, '2026-03-31');

      expect(await screen.findByText('The last day of employment cannot be before the first.')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Add user' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('edits the location and the employment dates, sending only what changed', async () => {
      const onSave = vi.fn();
      const ada: UserListItem = {
        ...userView({ id: 12, name: 'Ada Lovelace', start_date: '2020-01-01' }),
        clients: [],
      };
      renderScreen(
        <table>
          <tbody>
            <UserEditRow
              user={ada}
              columns={15}
              viewerRole={Role.ADMIN}
              saving={false}
              onSave={onSave}
              onCancel={() => {}}
            />
          </tbody>
        </table>,
        { user: ADMIN },
      );
      expect((screen.getByLabelText(/^First day of employment/) as HTMLInputElement).value).toBe('2020-01-01');

      await chooseCalendar('Lisbon');
      type(/^Last day of employment/, '2026-06-30');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));

      await vi.waitFor(() =>
        expect(onSave).toHaveBeenCalledWith({ public_logs: false, holiday_calendar_id: 2, end_date: '2026-06-30' }),
      );
    });

    it('refuses, on the edit row too, a last day before the first', async () => {
      const onSave = vi.fn();
      const ada: UserListItem = {
        ...userView({ id: 12, name: 'Ada Lovelace', start_date: '2020-01-01' }),
        clients: [],
      };
      renderScreen(
        <table>
          <tbody>
            <UserEditRow
              user={ada}
              columns={15}
              viewerRole={Role.ADMIN}
              saving={false}
              onSave={onSave}
              onCancel={() => {}}
            />
          </tbody>
        </table>,
        { user: ADMIN },
      );

      type(/^Last day of employment/, '2019-12-31');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('The last day of employment cannot be before the first.')).toBeTruthy();
      expect(onSave).not.toHaveBeenCalled();
    });
  },
);
