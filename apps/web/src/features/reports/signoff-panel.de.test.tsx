import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role, type SignoffView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { SignedInUserContext } from '../../lib/signed-in-user';
import { renderScreen, userView } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { SignoffPanel } from './signoff-panel';

const MONTHS: SignoffView[] = [
  { month: '2026-01', status: 'approved', by: 'Nora Lind', at: '2026-02-03T10:00:00.000Z', comment: null },
  { month: '2026-02', status: 'pending', by: null, at: null, comment: null },
];

describe('the sign-off panel in German (docs/product/languages.md, docs/product/closing.md#client-sign-off)', () => {
  useStubbedApi(async (url) => {
    if (url.startsWith('/api/clients/7/signoffs?')) return reply('GET /clients/:id/signoffs', { data: MONTHS });
    throw new Error(`unexpected call ${url}`);
  });
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('says who approved a month and when, with a German date', async () => {
    renderScreen(<SignoffPanel clientId={7} month={1} year={2026} shareKey={undefined} />, {
      user: userView({ role_id: Role.ADMIN }),
    });

    expect(await screen.findByRole('region', { name: 'Freigabe durch den Kunden für Januar 2026' })).toBeTruthy();
    expect(await screen.findByText('Freigegeben von Nora Lind am 3. Februar 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wieder öffnen' })).toBeTruthy();
  });

  it('asks a client user in German for a comment, and tells a share link that it only reads', async () => {
    const view = renderScreen(<SignoffPanel clientId={7} month={2} year={2026} shareKey={undefined} />, {
      user: userView({ role_id: Role.CLIENT, client_id: 7 }),
    });
    expect(await screen.findByText('Noch nicht freigegeben')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Diese Stunden freigeben' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rückfrage' }));
    const dialog = screen.getByRole('dialog', { name: 'Rückfrage zu den Stunden für Februar 2026' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rückfrage senden' }));

    expect(await within(dialog).findByText('Bitte die Rückfrage beschreiben.')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Dein Name' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    view.unmount();

    renderScreen(
      <SignedInUserContext.Provider value={null}>
        <SignoffPanel clientId={7} month={2} year={2026} shareKey="s3cret" />
      </SignedInUserContext.Provider>,
    );
    expect(await screen.findByText(/Dieser Freigabelink zeigt nur die Stunden/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Diese Stunden freigeben' })).toBeNull();
  });
});
