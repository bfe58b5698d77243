import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { leaveTypesAnswer } from '../../test/leave-types';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { rowTexts } from '../../test/table-rows';
import LeaveTypesPage from './leave-types-page';

describe('the Leave Types tab in German (docs/product/languages.md)', { timeout: 30_000 }, () => {
  useStubbedApi(async (url, init) => {
    if (url === '/api/leave_types') return reply('GET /leave_types', leaveTypesAnswer(init));
    throw new Error(`unexpected call ${url}`);
  });
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('names the tab, the table, the first types, the dialog and the contrast in German', async () => {
    renderScreen(<LeaveTypesPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

    expect(screen.getByRole('tab', { name: 'Abwesenheitsarten' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Abwesenheitsarten' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Zählt zum Urlaubsanspruch', 'Braucht Genehmigung', 'Aktiv', 'Privat', 'Aktionen']);
    await vi.waitFor(() => expect(rowTexts(table)[0]).toEqual(['Urlaub', 'Ja', 'Ja', 'Ja', 'Nein', 'Deaktivieren']));

    fireEvent.click(within(table).getByRole('button', { name: 'Krankheit bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Krankheit bearbeiten' });
    fireEvent.change(within(dialog).getByLabelText(/^Farbe \(Hex-Code\)/), { target: { value: '#ffcdd2' } });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Kontrast zu Weiß: 1,4:1. Zu hell: Die Farbe einer Abwesenheitsart braucht mindestens 3:1 Kontrast zu Weiß, um gesehen zu werden. Wähle eine dunklere.',
    );
    expect((within(dialog).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('switch', { name: 'Braucht Genehmigung' })).toBeTruthy();
    expect((within(dialog).getByRole('switch', { name: 'Privat' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText(/Kolleginnen und Kollegen sehen nur „Abwesend“/)).toBeTruthy();
  });
});
