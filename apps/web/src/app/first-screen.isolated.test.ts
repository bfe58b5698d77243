import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserAnswer } from '../test/render-screen';
import { reply } from '../test/stubbed-api';

const requestedChunks = vi.hoisted(() => ({ routes: 0, screens: [] as string[], login: 0 }));

vi.mock('./signed-in-routes', () => {
  requestedChunks.routes += 1;
  return {
    preloadScreen: async (pathname: string) => void requestedChunks.screens.push(pathname),
  };
});
vi.mock('../features/session/login-page', () => {
  requestedChunks.login += 1;
  return { default: () => null };
});

// docs/decisions/0016-web-budget.md: app/first-screen.ts asks for what the first screen needs while
// the entry is evaluated, before React's first render. The session and the team calendar's query take
// those answers (session-context.test.tsx, features/reports/team-calendar-query.test.ts).
describe('app/first-screen.ts, evaluated as the page loads', () => {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/user'
      ? reply('GET /user', currentUserAnswer())
      : reply('GET /team_calendar', {
          data: { people: [], leave: [], public_holidays: [], assignments: [], clients: [] },
        }),
  );
  const requested = () => fetchMock.mock.calls.map(([url]) => url);

  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('fetch', fetchMock);
    Object.assign(requestedChunks, { routes: 0, screens: [], login: 0 });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('with a stored token at /users/report, asks for the user, the routes, the screen and the team calendar', async () => {
    localStorage.setItem('token', 'stored-token');
    window.history.replaceState(null, '', '/users/report');
    await import('./first-screen');
    await vi.waitFor(() => expect(requestedChunks.screens).toEqual(['/users/report']));
    expect(requested()).toEqual(['/api/user', `/api/team_calendar?year=${new Date().getFullYear()}`]);
    expect(requestedChunks).toEqual({ routes: 1, screens: ['/users/report'], login: 0 });
  });

  it('with a stored token elsewhere, asks for the user, the routes and the screen only', async () => {
    localStorage.setItem('token', 'stored-token');
    window.history.replaceState(null, '', '/holidays');
    await import('./first-screen');
    await vi.waitFor(() => expect(requestedChunks.screens).toEqual(['/holidays']));
    expect(requested()).toEqual(['/api/user']);
  });

  it('without a token, asks for the login screen’s chunk only', async () => {
    await import('./first-screen');
    await vi.waitFor(() => expect(requestedChunks.login).toBe(1));
    expect(requested()).toEqual([]);
    expect(requestedChunks.routes).toBe(0);
  });
});
