import { teamCalendarCall } from '../features/reports/team-calendar-path';
import { prefetchCurrentUser } from '../features/session/session-context';
import { requestEarly } from '../lib/early-requests';
import { BASE_NAMESPACES, i18n, loadNamespaces } from '../lib/i18n';
import { readToken } from '../lib/token';

/** Every screen is a lazy chunk; the entry holds providers, session and router (docs/decisions/0016-web-budget.md). */
export const loadLoginPage = () => import('../features/session/login-page');

/**
 * The shell and everything behind sign-in load only once someone has signed in, together with the
 * chunk of the screen at the address, so that shell and screen render in one pass (docs/decisions/0016-web-budget.md).
 */
export const loadSignedInRoutes = () =>
  import('./signed-in-routes').then(async (routes) => {
    // A screen chunk that fails to load is loaded again, and reported, when the screen renders.
    await routes.preloadScreen(window.location.pathname).catch(() => undefined);
    return routes;
  });

/** Sends the API request of a screen whose data is on the way to its first paint, by address. */
const SCREEN_DATA: Record<string, () => void> = {
  '/users/report': () => requestEarly(...teamCalendarCall(new Date().getFullYear())),
};

/**
 * Asks for the first screen's chunks, its data and the signed-in person while the entry is evaluated
 * (app-routes.tsx imports this module), before React's first render (docs/decisions/0016-web-budget.md).
 */
function requestFirstScreen(): void {
  if (readToken() === null) return void loadLoginPage();
  nameFirstSpinner();
  prefetchCurrentUser();
  void loadSignedInRoutes();
  const screenData = SCREEN_DATA[window.location.pathname];
  screenData?.();
}

/** index.html's spinner says 'Loading' (index.html is in English): in the language shown once its texts are in. */
function nameFirstSpinner(): void {
  void loadNamespaces(BASE_NAMESPACES).then(() =>
    document.getElementById('first-load')?.setAttribute('aria-label', i18n.t('common:states.loading_session')),
  );
}

requestFirstScreen();
