import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Role, type ScheduleView, type UserListItem } from '@portal/shared';
import { renderScreen, SIGNED_IN_USER, userView } from '../../test/render-screen';
import { refuse, reply, useStubbedApi } from '../../test/stubbed-api';
import { ScheduleDialog } from './schedule-dialog';

const ADMIN = { ...SIGNED_IN_USER, id: 1, role_id: Role.ADMIN };
const ADA: UserListItem = { ...userView({ id: 12, name: 'Ada Lovelace' }), clients: [] };
const PART_TIME: ScheduleView = { id: 2, from_date: '2026-03-01', minutes: [360, 360, 360, 360, 0, 0, 0] };
const FULL_TIME: ScheduleView = { id: 1, from_date: '2025-01-01', minutes: [480, 480, 480, 480, 450, 0, 0] };

let history: ScheduleView[] = [];
let historyFails = false;
let answerPost: (body: unknown) => Response = () =>
  reply('POST /users/:id/schedules', { data: PART_TIME }, { status: 201 });
const posted: unknown[] = [];

async function serve(url: string, init?: RequestInit): Promise<Response> {
  const { pathname } = new URL(url, 'http://portal.test');
  if (pathname !== `/api/users/${ADA.id}/schedules`) throw new Error(`unexpected call ${url}`);
  if (init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as unknown;
    posted.push(body);
    return answerPost(body);
  }
  if (historyFails) return refuse('INTERNAL_ERROR', 'Something went wrong.');
  return reply('GET /users/:id/schedules', { data: history });
}

function renderDialog() {
  renderScreen(<ScheduleDialog user={ADA} onClose={() => {}} />, { user: ADMIN });
  return screen.getByRole('dialog', { name: 'Working time of Ada Lovelace' });
}

const hoursOn = (dialog: HTMLElement, weekday: string) =>
  within(dialog).getByRole('textbox', { name: `Hours on ${weekday}` }) as HTMLInputElement;

describe('the Working time dialog (docs/product/time-model.md#schedules)', { timeout: 30_000 }, () => {
  useStubbedApi(serve, () => {
    history = [];
    historyFails = false;
    posted.length = 0;
    answerPost = () => reply('POST /users/:id/schedules', { data: PART_TIME }, { status: 201 });
  });

  it("lists a person's weeks newest first, each as its hours Monday to Sunday", async () => {
    history = [PART_TIME, FULL_TIME];
    const dialog = renderDialog();

    const list = await within(dialog).findByRole('list', { name: 'Weeks of work' });
    const items = within(list).getAllByRole('listitem');
    // Each day stays whole at a line's end: weekday, hours and 'h' are joined by no-break spaces.
    expect(items.map((item) => item.textContent)).toEqual([
      'From 2026-03-01Mon\u00a06\u00a0h · Tue\u00a06\u00a0h · Wed\u00a06\u00a0h · Thu\u00a06\u00a0h · Fri\u00a00\u00a0h · Sat\u00a00\u00a0h · Sun\u00a00\u00a0h',
      'From 2025-01-01Mon\u00a08\u00a0h · Tue\u00a08\u00a0h · Wed\u00a08\u00a0h · Thu\u00a08\u00a0h · Fri\u00a07.5\u00a0h · Sat\u00a00\u00a0h · Sun\u00a00\u00a0h',
    ]);
  });

  it("starts a new week from the person's latest one", async () => {
    history = [PART_TIME, FULL_TIME];
    const dialog = renderDialog();

    await within(dialog).findByRole('list', { name: 'Weeks of work' });
    await waitFor(() => expect(hoursOn(dialog, 'Monday').value).toBe('6'));
    expect(hoursOn(dialog, 'Friday').value).toBe('0');
  });

  it('says that a person without a week of their own works the standard week', async () => {
    const dialog = renderDialog();

    expect(await within(dialog).findByText('Works the standard week: 8 hours Monday to Friday.')).toBeTruthy();
  });

  it('shows the error of a history that cannot be loaded, with Try again', async () => {
    historyFails = true;
    const dialog = renderDialog();

    expect(await within(dialog).findByText('Something went wrong.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('starts from the full-time week and sends a part-time week from a date in minutes, decimals included', async () => {
    const dialog = renderDialog();
    expect(hoursOn(dialog, 'Monday').value).toBe('8');
    expect(hoursOn(dialog, 'Saturday').value).toBe('0');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Part time 4 × 6 h' }));
    fireEvent.change(hoursOn(dialog, 'Thursday'), { target: { value: '7,5' } });
    fireEvent.change(within(dialog).getByLabelText(/^Valid from/), { target: { value: '2026-03-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save week' }));

    expect(await screen.findByText('Working time saved')).toBeTruthy();
    expect(posted).toEqual([{ from_date: '2026-03-01', minutes: [360, 360, 360, 450, 0, 0, 0] }]);
  });

  it('refuses hours that are not 0 to 24 on their field, and sends nothing', async () => {
    const dialog = renderDialog();

    fireEvent.change(hoursOn(dialog, 'Tuesday'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save week' }));

    expect(await within(dialog).findByText('Enter 0 to 24 hours')).toBeTruthy();
    expect(hoursOn(dialog, 'Tuesday').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
  });

  it("shows the server's field errors on the fields they name", async () => {
    answerPost = () =>
      refuse('VALIDATION_FAILED', "Each day's minutes must be between 0 and 1440.", {
        errors: {
          from_date: ['Choose the day the week starts to apply.'],
          'minutes.2': ["Each day's minutes must be between 0 and 1440."],
        },
      });
    const dialog = renderDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save week' }));

    expect(await within(dialog).findByText('Choose the day the week starts to apply.')).toBeTruthy();
    expect(within(dialog).getByText("Each day's minutes must be between 0 and 1440.")).toBeTruthy();
    expect(hoursOn(dialog, 'Wednesday').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("shows the server's message above the form when it names no field", async () => {
    answerPost = () => refuse('FORBIDDEN', 'You may not do that.');
    const dialog = renderDialog();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save week' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('You may not do that.');
  });
});
