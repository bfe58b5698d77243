import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Role, type LeaveTypeView } from '@portal/shared';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { refuse, reply, useStubbedApi } from '../../test/stubbed-api';
import { rowTexts } from '../../test/table-rows';
import LeaveTypesPage from './leave-types-page';

const ADMIN = { ...SIGNED_IN_USER, id: 1, role_id: Role.ADMIN };
const IN_USE = 'Requests use this leave type: deactivate it instead.';
const CONFLICT = 'Someone changed this at the same time. Reload and try again.';
const TOO_LIGHT = 'This colour is too light to see on white: choose one with at least 3:1 contrast.';

let types: LeaveTypeView[] = [];
const sent: { method: string; path: string; body: unknown }[] = [];

async function serve(url: string, init?: RequestInit): Promise<Response> {
  const { pathname } = new URL(url, 'http://portal.test');
  const method = init?.method ?? 'GET';
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
  if (method !== 'GET') sent.push({ method, path: pathname, body });
  if (pathname === '/api/leave_types' && method === 'POST') {
    if (body!.color === '#777777') return refuse('VALIDATION_FAILED', TOO_LIGHT, { errors: { color: [TOO_LIGHT] } });
    // Active and not private unless said otherwise, as the server has it (leaveTypeBody).
    const created = { id: 6, active: true, private: false, ...body } as LeaveTypeView;
    types = [...types, created];
    return reply('POST /leave_types', { data: created }, { status: 201 });
  }
  if (pathname === '/api/leave_types') return reply('GET /leave_types', { data: types });
  const id = Number(pathname.split('/').at(-1));
  if (pathname.startsWith('/api/leave_types/') && method === 'PATCH') {
    types = types.map((type) => (type.id === id ? { ...type, ...body } : type));
    return reply('PATCH /leave_types/:id', { data: types.find((type) => type.id === id)! });
  }
  if (pathname === '/api/leave_types/0' && method === 'DELETE') return refuse('LEAVE_TYPE_IN_USE', IN_USE);
  // Another conflict of the same status: nothing to deactivate (the screen decides on the code, not on 409).
  if (pathname === '/api/leave_types/1' && method === 'DELETE') return refuse('CONFLICT', CONFLICT);
  if (pathname.startsWith('/api/leave_types/') && method === 'DELETE') {
    types = types.filter((type) => type.id !== id);
    return reply('DELETE /leave_types/:id');
  }
  throw new Error(`unexpected call ${method} ${url}`);
}

function renderLeaveTypes() {
  renderScreen(<LeaveTypesPage />, { user: ADMIN });
  return screen.findByRole('table', { name: 'Leave types' });
}

describe('the Leave Types tab (docs/product/leave.md#types)', { timeout: 30_000 }, () => {
  const api = useStubbedApi(serve, () => {
    types = [
      {
        id: 0,
        name: 'Annual leave',
        color: '#1565c0',
        uses_allowance: true,
        needs_approval: true,
        active: true,
        private: false,
      },
      {
        id: 1,
        name: 'Sick leave',
        color: '#c62828',
        uses_allowance: false,
        needs_approval: true,
        active: true,
        private: true,
      },
      {
        id: 5,
        name: 'Training',
        color: '#00796b',
        uses_allowance: false,
        needs_approval: false,
        active: false,
        private: false,
      },
    ];
    sent.length = 0;
  });

  it('lists the types with their colour, allowance, approval, state and privacy, beside the other tabs', async () => {
    const table = await renderLeaveTypes();

    await vi.waitFor(() =>
      expect(rowTexts(table)).toEqual([
        ['Annual leave', 'Yes', 'Yes', 'Yes', 'No', 'Deactivate'],
        ['Sick leave', 'No', 'Yes', 'Yes', 'Yes', 'Deactivate'],
        ['Training', 'No', 'No', 'No', 'No', 'Activate'],
      ]),
    );
    // The name on its colour in white, which reads better on this blue than black.
    const chip = within(table).getByText('Annual leave').closest('.MuiChip-root') as HTMLElement;
    expect(getComputedStyle(chip).backgroundColor).toBe('rgb(21, 101, 192)');
    expect(getComputedStyle(chip).color).toBe('rgb(255, 255, 255)');
    expect(screen.getByRole('tab', { name: 'Leave Types' }).getAttribute('href')).toBe(
      '/holidays/nationalholidays/types',
    );
    expect(screen.getByRole('tab', { name: 'Locations' }).getAttribute('href')).toBe(
      '/holidays/nationalholidays/locations',
    );
  });

  it('adds a type with a name, a colour typed as a hex code and its switches', async () => {
    await renderLeaveTypes();

    fireEvent.click(screen.getByRole('button', { name: 'Add leave type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add leave type' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Parental leave' } });
    fireEvent.change(within(dialog).getByLabelText(/^Colour \(hex code\)/), { target: { value: '#6A1B9A' } });
    expect(within(dialog).getByRole('status').textContent).toBe('Contrast against white: 9.3:1.');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Needs approval' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Leave type added')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/leave_types',
        body: {
          name: 'Parental leave',
          color: '#6a1b9a',
          uses_allowance: false,
          needs_approval: false,
          active: true,
          private: false,
        },
      },
    ]);
    expect(await screen.findByText('Parental leave')).toBeTruthy();
  });

  it('says why a colour is too light and keeps Save disabled until it reads on white', async () => {
    await renderLeaveTypes();

    fireEvent.click(screen.getByRole('button', { name: 'Add leave type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add leave type' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Sunny days' } });
    fireEvent.change(within(dialog).getByLabelText('Colour'), { target: { value: '#ffeb3b' } });

    expect(within(dialog).getByRole('status').textContent).toBe(
      "Contrast against white: 1.2:1. Too light: a leave type's colour needs at least 3:1 against white to be seen. Choose a darker one.",
    );
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('Sunny days')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Colour \(hex code\)/), { target: { value: '#e65100' } });
    expect(within(dialog).getByRole('status').textContent).toBe('Contrast against white: 3.7:1.');
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    expect(sent).toEqual([]);
  });

  it("shows the server's word on a field under that field", async () => {
    await renderLeaveTypes();

    fireEvent.click(screen.getByRole('button', { name: 'Add leave type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add leave type' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Grey days' } });
    fireEvent.change(within(dialog).getByLabelText(/^Colour \(hex code\)/), { target: { value: '#777777' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(TOO_LIGHT)).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Colour \(hex code\)/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('sends only what changed: a first type that is not renamed keeps its translated name', async () => {
    await renderLeaveTypes();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sick leave' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Sick leave' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Uses allowance' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Leave type updated')).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/leave_types/1', body: { uses_allowance: true } }]);
  });

  it('deactivates and activates a type from its row', async () => {
    await renderLeaveTypes();

    fireEvent.click(await screen.findByRole('button', { name: 'Activate Training' }));
    expect(await screen.findByText('Training activated')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Deactivate Training' })).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/leave_types/5', body: { active: true } }]);
  });

  it('deletes a type nobody uses after asking', async () => {
    const table = await renderLeaveTypes();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Training' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(within(confirm).getByText('Are you sure you want to delete the leave type Training?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Leave type deleted')).toBeTruthy();
    await vi.waitFor(() => expect(within(table).queryByText('Training')).toBeNull());
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/leave_types/5', body: undefined }]);
  });

  it("shows the server's word when the type is in use and offers to deactivate it there", async () => {
    await renderLeaveTypes();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Annual leave' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );

    const alert = (await screen.findByText(IN_USE)).closest('[role="alert"]') as HTMLElement;
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(alert).getByRole('button', { name: 'Deactivate Annual leave' }));

    expect(
      await screen.findByText('Annual leave deactivated: it can no longer be chosen for a new request'),
    ).toBeTruthy();
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/leave_types/0', body: undefined },
      { method: 'PATCH', path: '/api/leave_types/0', body: { active: false } },
    ]);
  });

  it('offers to deactivate only for LEAVE_TYPE_IN_USE, not for any other 409', async () => {
    await renderLeaveTypes();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sick leave' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );

    const alert = (await screen.findByText(CONFLICT)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).queryByRole('button', { name: 'Deactivate Sick leave' })).toBeNull();
  });

  it('marks a private type in the table and makes a type private with its switch (docs/product/leave.md#private-absences)', async () => {
    const table = await renderLeaveTypes();

    expect(within(table).getAllByTitle("Private: colleagues see 'Absent'")).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Training' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Training' });
    const hidden = within(dialog).getByRole('switch', { name: 'Private' }) as HTMLInputElement;
    expect(hidden.checked).toBe(false);
    expect(within(dialog).getByText(/Colleagues see only 'Absent' and the dates/)).toBeTruthy();
    fireEvent.click(hidden);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Leave type updated')).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/leave_types/5', body: { private: true } }]);
    await vi.waitFor(() => expect(within(table).getAllByTitle("Private: colleagues see 'Absent'")).toHaveLength(2));
  });

  it('shows the error of a failed list and tries again', async () => {
    let failing = true;
    api.fetchMock.mockImplementation(async (url, init) => {
      if (failing && String(url) === '/api/leave_types') return refuse('INTERNAL_ERROR', 'The server is down.');
      return serve(String(url), init);
    });
    renderScreen(<LeaveTypesPage />, { user: ADMIN });

    expect(await screen.findByText('The server is down.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Leave types' })).toBeTruthy();
  });
});
