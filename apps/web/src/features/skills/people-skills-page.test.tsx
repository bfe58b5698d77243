import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role, type PersonWithSkills } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import PeopleSkillsPage from './people-skills-page';

const TOTAL_PEOPLE = 120;
/** Fifty MUI rows take more than a second to draw in jsdom on a busy 2-core machine: wait longer than the default. */
const DRAWN = { timeout: 10_000 };

const person = (id: number): PersonWithSkills => ({
  id,
  name: `Person ${id}`,
  email: `person${id}@example.com`,
  role_id: Role.USER,
  skills: [{ id: 1, name: `Skill of ${id}` }],
});

/** The server, stubbed: people 1 to TOTAL_PEOPLE, paged; the browser tests run the screen against the real one. */
function answer(url: string): Response {
  const { pathname, searchParams } = new URL(url, 'http://portal.test');
  if (pathname !== '/api/all/skills') throw new Error(`unexpected call ${url}`);
  const page = Number(searchParams.get('page'));
  const pageSize = Number(searchParams.get('page_size'));
  const ids = Array.from({ length: TOTAL_PEOPLE }, (_unused, index) => index + 1);
  return reply('GET /all/skills', {
    data: ids.slice((page - 1) * pageSize, page * pageSize).map(person),
    meta: { total: TOTAL_PEOPLE, page, page_size: pageSize },
  });
}

describe('/skills/list, paged on the server (docs/product/people-and-clients.md#skills)', { timeout: 30_000 }, () => {
  const { fetchMock, calls } = useStubbedApi(async (url) => answer(url));

  const renderPage = () => renderScreen(<PeopleSkillsPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });

  it('asks for the first page only and shows the total', async () => {
    renderPage();

    expect(await screen.findByText('Skill of 50', {}, DRAWN)).toBeTruthy();
    expect(calls()).toEqual(['/api/all/skills?page=1&page_size=50']);
    expect(screen.queryByText('Person 51')).toBeNull();
    expect(screen.getByText(`1–50 of ${TOTAL_PEOPLE}`)).toBeTruthy();
  });

  it('asks for the next page when the page changes, keeping the last one until it arrives', async () => {
    renderPage();
    await screen.findByText('Person 50', {}, DRAWN);
    let arrive = () => {};
    fetchMock.mockImplementationOnce((url) => new Promise((resolve) => (arrive = () => resolve(answer(url)))));

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));

    await vi.waitFor(() => expect(calls()).toContain('/api/all/skills?page=2&page_size=50'));
    expect(screen.getByText('Person 50')).toBeTruthy();
    arrive();
    expect(await screen.findByText('Person 51', {}, DRAWN)).toBeTruthy();
    expect(screen.queryByText('Person 50')).toBeNull();
    expect(screen.getByText(`51–100 of ${TOTAL_PEOPLE}`)).toBeTruthy();
  });

  it('says so when there is nobody', async () => {
    fetchMock.mockImplementation(async () =>
      reply('GET /all/skills', { data: [], meta: { total: 0, page: 1, page_size: 50 } }),
    );

    renderPage();

    expect(await screen.findByText('No people found')).toBeTruthy();
  });

  describe('in German', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it('names the columns and the roles in German', async () => {
      await i18n.changeLanguage('de');
      renderPage();

      expect(await screen.findByText('Skill of 50', {}, DRAWN)).toBeTruthy();
      expect(screen.getByRole('table', { name: 'Personen und ihre Kompetenzen' })).toBeTruthy();
      for (const column of ['Person', 'Kompetenzen', 'E-Mail', 'Rolle'])
        expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
      expect(screen.getAllByRole('cell', { name: 'Benutzer' })).toHaveLength(50);
    });

    it('says in German that there is nobody', async () => {
      fetchMock.mockImplementation(async () =>
        reply('GET /all/skills', { data: [], meta: { total: 0, page: 1, page_size: 50 } }),
      );
      await i18n.changeLanguage('de');

      renderPage();

      expect(await screen.findByText('Keine Personen gefunden')).toBeTruthy();
    });
  });
});
