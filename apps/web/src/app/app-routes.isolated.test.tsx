import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_USER } from '../test/render-screen';
import { SessionProvider } from '../features/session/session-context';
import { lazyScreen } from '../lib/lazy-screen';
import { AppRoutes } from './app-routes';

/** What the test holds back and lets arrive: GET /api/user, the signed-in routes' chunk, the screen's chunk. */
const held = vi.hoisted(() => {
  const gate = () => {
    let open: () => void = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };
  return { user: gate(), routes: gate(), screen: gate(), routesRequested: false, userRequested: false };
});

vi.mock('../features/session/api', () => ({
  fetchCurrentUser: async () => {
    held.userRequested = true;
    await held.user.opened;
    return SIGNED_IN_USER;
  },
  logout: async () => undefined,
}));

vi.mock('./signed-in-routes', async () => {
  held.routesRequested = true;
  await held.routes.opened;
  const Screen = lazyScreen(async () => {
    await held.screen.opened;
    return { default: () => <h1>the screen</h1> };
  });
  return {
    // As the real module: the screen in its own Suspense boundary with a visible fallback.
    default: () => (
      <main>
        <p>the shell</p>
        <Suspense fallback={<p>screen fallback</p>}>
          <Screen />
        </Suspense>
      </main>
    ),
    preloadScreen: () => Screen.load(),
  };
});

vi.mock('../features/session/login-page', () => ({ default: () => <h1>Log in</h1> }));

// docs/decisions/0016-web-budget.md: on the first load AppRoutes draws nothing (index.html's spinner
// shows) until the session is known and the chunks are in, then shell and screen in one pass
// (lib/lazy-screen.ts). A Suspense fallback would hold the screen back: React commits what replaces
// one no sooner than 300 ms after it appeared.
describe('AppRoutes on the first load with a stored token', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('draws nothing until the session and the chunks are in, then shell and screen in one pass', async () => {
    localStorage.setItem('token', 'stored-token');
    const drawn: string[] = [];
    const observer = new MutationObserver(() => drawn.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });

    const { container } = render(
      <MemoryRouter initialEntries={['/holidays']}>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(held.userRequested).toBe(true));
    await act(async () => held.user.open());
    await vi.waitFor(() => expect(held.routesRequested).toBe(true));
    expect(container.innerHTML).toBe('');

    // The chunks arrive last: shell and screen are drawn in the same pass, with no fallback before
    // (React would hold back what replaces a fallback for 300 ms).
    await act(async () => {
      held.routes.open();
      held.screen.open();
      await held.screen.opened;
    });
    expect(screen.getByText('the shell')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'the screen' })).toBeTruthy();
    observer.disconnect();
    expect(drawn.filter((text) => text !== '')).not.toContainEqual(expect.stringContaining('fallback'));
  });
});
