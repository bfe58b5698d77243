import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Role, type NotificationKind, type RoleId } from '@portal/shared';
import { i18n } from '../lib/i18n';
import { SignedInUserUpdateContext } from '../lib/signed-in-user';
import { renderScreen, userView } from '../test/render-screen';
import { reply, useStubbedApi } from '../test/stubbed-api';
import { ProfileHeader } from './profile-header';

const saved: NotificationKind[][] = [];

/** Opens the e-mail settings from the My Skills header of a person with `roleId`. */
async function openFromProfile(roleId: RoleId, buttonName = 'E-mail settings') {
  renderScreen(
    <SignedInUserUpdateContext.Provider value={() => {}}>
      <ProfileHeader user={userView({ role_id: roleId })} />
    </SignedInUserUpdateContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  return screen.findByRole('dialog', { name: buttonName });
}

const switchesIn = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('switch')
    .map((control) => control.getAttribute('aria-label'));

/**
 * docs/product/closing.md#reminders, docs/product/leave.md#notifications: "opt-outs on the profile per kind of
 * e-mail".
 */
describe('the e-mail settings on the profile', () => {
  useStubbedApi(async (url, init) => {
    if (url !== '/api/user/notifications') throw new Error(`unexpected call ${url}`);
    if (init?.method === 'PUT') {
      const { off } = JSON.parse(String(init.body)) as { off: NotificationKind[] };
      saved.push(off);
      return reply('PUT /user/notifications', { data: { off } });
    }
    return reply('GET /user/notifications', { data: { off: ['leave_expiring'] } });
  });
  afterEach(async () => {
    saved.length = 0;
    await i18n.changeLanguage('en');
  });

  it('offers a person a switch for each e-mail they can get, with what it is for, and shows which they turned off', async () => {
    const dialog = await openFromProfile(Role.USER);

    await waitFor(() => expect(within(dialog).getAllByRole('switch')[0]!.hasAttribute('disabled')).toBe(false));
    expect(switchesIn(dialog)).toEqual([
      'E-mail me when my leave is approved or declined',
      'E-mail me before my leftover leave from last year expires',
      'Remind me when hours of this week are missing',
      'Remind me to submit my timesheet',
      'E-mail me when my timesheet is reopened',
    ]);
    expect(
      within(dialog).getByText(
        'On your last working day of the month, while your timesheet of the month is still open.',
      ),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('switch', { name: 'Remind me to submit my timesheet' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (
        within(dialog).getByRole('switch', {
          name: 'E-mail me before my leftover leave from last year expires',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
  });

  it('shows administrators the e-mails only they get as well', async () => {
    const dialog = await openFromProfile(Role.ADMIN);

    await waitFor(() => expect(switchesIn(dialog)).toHaveLength(8));
    expect(switchesIn(dialog).slice(5)).toEqual([
      'E-mail me about new leave requests I confirm',
      'E-mail me when a client queries a month',
      'Send me the weekly digest',
    ]);
  });

  it('saves the kinds turned off when a switch is turned off', async () => {
    const dialog = await openFromProfile(Role.USER);
    const weekly = within(dialog).getByRole('switch', { name: 'Remind me when hours of this week are missing' });
    await waitFor(() => expect(weekly.hasAttribute('disabled')).toBe(false));

    fireEvent.click(weekly);

    await waitFor(() => expect(saved).toEqual([['leave_expiring', 'weekly_reminder']]));
  });

  it('says it all in German', async () => {
    await i18n.changeLanguage('de');

    const dialog = await openFromProfile(Role.SUPER_ADMIN, 'E-Mail-Einstellungen');

    await waitFor(() => expect(switchesIn(dialog)).toHaveLength(8));
    expect(within(dialog).getByRole('switch', { name: 'Schick mir die Wochenübersicht' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        'An deinem letzten Arbeitstag im Monat, solange dein Stundenzettel des Monats noch offen ist.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });
});
