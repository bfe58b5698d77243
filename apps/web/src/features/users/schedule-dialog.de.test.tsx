import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role, type UserListItem } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER, userView } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { ScheduleDialog } from './schedule-dialog';

const ADMIN = { ...SIGNED_IN_USER, id: 1, role_id: Role.ADMIN };
const ADA: UserListItem = { ...userView({ id: 12, name: 'Ada Lovelace' }), clients: [] };
const posted: unknown[] = [];

/** 'Mo' or 'Mo.', as this ICU writes it. */
const germanWeekday = (index: number) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5 + index));

async function serve(_url: string, init?: RequestInit): Promise<Response> {
  if (init?.method === 'POST') {
    posted.push(JSON.parse(String(init.body)));
    return reply('POST /users/:id/schedules', {
      data: { id: 3, from_date: '2026-03-02', minutes: [450, 0, 0, 0, 0, 0, 0] },
    });
  }
  return reply('GET /users/:id/schedules', {
    data: [{ id: 1, from_date: '2026-03-02', minutes: [450, 450, 450, 450, 0, 0, 0] }],
  });
}

describe('the Working time dialog in German (docs/product/languages.md)', { timeout: 30_000 }, () => {
  useStubbedApi(serve, () => (posted.length = 0));
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the weeks with German dates, weekdays and decimal commas, and reads hours typed with a comma', async () => {
    renderScreen(<ScheduleDialog user={ADA} onClose={() => {}} />, { user: ADMIN });
    const dialog = screen.getByRole('dialog', { name: 'Arbeitszeit von Ada Lovelace' });

    const list = await within(dialog).findByRole('list', { name: 'Wochenpläne' });
    expect(within(list).getByText('Ab 02.03.2026')).toBeTruthy();
    expect(within(list).getByText(new RegExp(`^${germanWeekday(0)} 7,5 h · ${germanWeekday(1)} 7,5 h`))).toBeTruthy();
    expect(within(dialog).getByRole('form', { name: 'Wochenplan hinzufügen' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Vollzeit 5 × 8 h' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Stunden pro Wochentag' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Teilzeit 4 × 6 h' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Stunden am Montag' }), { target: { value: '7,5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Stunden am Sonntag' }), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wochenplan speichern' }));
    expect(await within(dialog).findByText('Gib 0 bis 24 Stunden ein')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Stunden am Sonntag' }), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wochenplan speichern' }));
    expect(await screen.findByText('Arbeitszeit gespeichert')).toBeTruthy();
    expect(posted).toEqual([{ from_date: expect.any(String), minutes: [450, 360, 360, 360, 0, 0, 0] }]);
  });
});
