import { prefetchCurrentUser } from '../features/session/session-context';
import { readToken } from '../lib/token';

/** Every screen is a lazy chunk; the entry holds providers, session and router (decision 0016). */
export const loadLoginPage = () => import('../features/session/login-page');

/**
 * The shell and everything behind sign-in load only once someone has signed in, together with the
 * chunk of the screen at the address, so that shell and screen render in one pass (decision 0016).
 */
export const loadSignedInRoutes = () =>
  import('./signed-in-routes').then(async (routes) => {
    // A screen chunk that fails to load is loaded again, and reported, when the screen renders.
    await routes.preloadScreen(window.location.pathname).catch(() => undefined);
    return routes;
  });

/**
 * Asks for the first screen's chunks and the signed-in person. main.tsx imports this module first,
 * so the requests leave before React DOM and MUI are evaluated, not after (decision 0016).
 */
function requestFirstScreen(): void {
  if (readToken() === null) return void loadLoginPage();
  prefetchCurrentUser();
  void loadSignedInRoutes();
}

requestFirstScreen();
