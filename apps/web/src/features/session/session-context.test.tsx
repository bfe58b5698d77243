import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserAnswer, SIGNED_IN_USER } from '../../test/render-screen';
import { reply } from '../../test/stubbed-api';
import { prefetchCurrentUser, SessionProvider, useSession } from './session-context';

function SessionStatus() {
  const { session } = useSession();
  return <p>{session.status === 'signed-in' ? `signed in as ${session.user.name}` : session.status}</p>;
}

// docs/decisions/0016-web-budget.md: app/first-screen.ts asks for the current user before React's
// first render; the session takes that answer instead of asking again.
describe('SessionProvider and the prefetched user', () => {
  const fetchMock = vi.fn(async (_url: string) => reply('GET /user', currentUserAnswer()));

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    localStorage.clear();
  });

  it('takes the user asked for before the first render, with one request', async () => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'stored-token');
    prefetchCurrentUser();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => {
      render(
        <SessionProvider>
          <SessionStatus />
        </SessionProvider>,
      );
    });
    expect(await screen.findByText(`signed in as ${SIGNED_IN_USER.name}`)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user']);
  });

  it('asks again when the token changed since', async () => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'stored-token');
    prefetchCurrentUser();
    localStorage.setItem('token', 'another-token');

    render(
      <SessionProvider>
        <SessionStatus />
      </SessionProvider>,
    );
    expect(await screen.findByText(`signed in as ${SIGNED_IN_USER.name}`)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
