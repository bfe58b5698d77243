import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import SkillsPage from './skills-page';

const SKILLS = [
  { id: 1, name: 'TypeScript' },
  { id: 2, name: 'Go' },
];

describe('/skills in English and German (docs/product/people-and-clients.md#skills)', () => {
  useStubbedApi(async (url) => {
    if (url === '/api/skills') return reply('GET /skills', { skills: SKILLS });
    throw new Error(`unexpected call ${url}`);
  });
  afterEach(() => i18n.changeLanguage('en'));

  const renderPage = (roleId: RoleId = Role.USER) =>
    renderScreen(<SkillsPage />, { user: { ...SIGNED_IN_USER, role_id: roleId } });

  it("tells an employee what the catalogue is, with a link to the people list, in the spec's words", async () => {
    renderPage();

    expect(await screen.findByText('TypeScript')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'people list' });
    expect(link.parentElement?.textContent).toBe(
      'The skills anyone can list on their profile. See who knows what in the people list.',
    );
  });

  it('speaks German to an employee', async () => {
    await i18n.changeLanguage('de');
    renderPage();

    expect(await screen.findByText('TypeScript')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Personenliste' });
    expect(link.getAttribute('href')).toBe('/skills/list');
    expect(link.parentElement?.textContent).toContain('Wer was kann, siehst du in der Personenliste.');
    expect(screen.getByRole('table', { name: 'Kompetenzen' })).toBeTruthy();
  });

  it('speaks German to an admin: the add form, the columns, the row buttons and the removal dialog', async () => {
    await i18n.changeLanguage('de');
    renderPage(Role.ADMIN);

    expect(await screen.findByText('TypeScript')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Kompetenz hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Aktionen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'TypeScript bearbeiten' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go entfernen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Kompetenz entfernen' });
    expect(within(dialog).getByText(/^„Go“ entfernen\?/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Entfernen' })).toBeTruthy();
  });

  it('renames in German: an empty name asks for one', async () => {
    await i18n.changeLanguage('de');
    renderPage(Role.ADMIN);
    fireEvent.click(await screen.findByRole('button', { name: 'TypeScript bearbeiten' }));
    const rename = screen.getByRole('form', { name: 'TypeScript umbenennen' });
    fireEvent.change(within(rename).getByLabelText('Name'), { target: { value: ' ' } });

    fireEvent.click(screen.getByRole('button', { name: 'TypeScript speichern' }));

    expect(await screen.findByText('Bitte gib einen Namen ein.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });
});
