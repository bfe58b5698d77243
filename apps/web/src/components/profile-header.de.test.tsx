import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserView } from '@portal/shared';
import { i18n } from '../lib/i18n';
import { SignedInUserUpdateContext } from '../lib/signed-in-user';
import { renderScreen, SIGNED_IN_USER } from '../test/render-screen';
import { refuse, reply, useStubbedApi } from '../test/stubbed-api';
import { ProfileHeader } from './profile-header';

const ANSWER = vi.hoisted(() => ({ status: 200 }));
const updates: Partial<UserView>[] = [];

function renderHeader() {
  renderScreen(
    <SignedInUserUpdateContext.Provider value={(changes) => updates.push(changes)}>
      <ProfileHeader user={SIGNED_IN_USER} />
    </SignedInUserUpdateContext.Provider>,
  );
}

async function choose(language: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^(Language|Sprache)$/ }));
  await act(async () => fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: language })));
}

// docs/product/languages.md#choice: the language select in the My Skills header.
describe('the My Skills header and the language', () => {
  const api = useStubbedApi(async (url, init) => {
    if (url !== '/api/user/profile') throw new Error(`unexpected call ${url}`);
    if (ANSWER.status !== 200) return refuse('INTERNAL_ERROR', 'Das hat nicht geklappt.');
    const language = (init?.body as FormData).get('language') as UserView['language'];
    return reply('POST /user/profile', { data: { ...SIGNED_IN_USER, language } });
  });
  afterEach(async () => {
    updates.length = 0;
    ANSWER.status = 200;
    await i18n.changeLanguage('en');
  });

  it('switches to German at once and saves the choice', async () => {
    renderHeader();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();

    await choose('Deutsch');

    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sprache' }).textContent).toBe('Deutsch');
    const [, init] = api.fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('language')).toBe('de');
    await vi.waitFor(() => expect(updates).toEqual([expect.objectContaining({ language: 'de' })]));
  });

  it('goes back to the language shown before when the server refuses, and says why', async () => {
    ANSWER.status = 500;
    renderHeader();

    await choose('Deutsch');

    expect(await screen.findByText('Das hat nicht geklappt.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(i18n.language).toBe('en');
  });

  it('edits the name and the picture in German', async () => {
    await i18n.changeLanguage('de');
    renderHeader();

    fireEvent.click(screen.getByRole('button', { name: 'Bearbeiten' }));
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByText('Bild auswählen')).toBeTruthy();
    expect(screen.getByText('jpg, jpeg oder png')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(screen.getByText('Bitte gib einen Namen ein')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });
});
