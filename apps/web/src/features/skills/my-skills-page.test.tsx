import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { SignedInUserUpdateContext } from '../../lib/signed-in-user';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import MySkillsPage from './my-skills-page';

const CATALOGUE = [
  { id: 1, name: 'TypeScript' },
  { id: 2, name: 'Go' },
];

/** The page as the shell gives it: the profile header may update the signed-in person. */
const renderPage = () =>
  renderScreen(
    <SignedInUserUpdateContext.Provider value={() => {}}>
      <MySkillsPage />
    </SignedInUserUpdateContext.Provider>,
  );

describe('/skills/edit in German (docs/product/people-and-clients.md#skills)', () => {
  const { fetchMock } = useStubbedApi(async (url) => {
    if (url === '/api/skills') return reply('GET /skills', { skills: CATALOGUE });
    if (url === `/api/users/${SIGNED_IN_USER.id}/skills`)
      return reply('GET /users/:id/skills', { user: { skills: [CATALOGUE[0]!] } });
    throw new Error(`unexpected call ${url}`);
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('names the search, the own list and the buttons in German', async () => {
    await i18n.changeLanguage('de');
    renderPage();

    expect(await screen.findByRole('button', { name: 'Go hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kompetenz suchen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Meine Kompetenzen' })).toBeTruthy();
    expect(screen.getByLabelText('Kompetenzen durchsuchen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'TypeScript ist hinzugefügt' }).textContent).toBe('Hinzugefügt');
    expect(await screen.findByRole('button', { name: 'TypeScript löschen' })).toBeTruthy();
  });

  it('says in German that there are no skills yet', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/skills'
        ? reply('GET /skills', { skills: CATALOGUE })
        : reply('GET /users/:id/skills', { user: { skills: [] } }),
    );
    await i18n.changeLanguage('de');
    renderPage();

    expect(
      await screen.findByText('Noch keine Kompetenzen: Durchsuche den Katalog und füge welche hinzu.'),
    ).toBeTruthy();
  });
});
