import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { useSession } from '../features/session/session-context';
import { lazyScreen, useChunkSettled } from '../lib/lazy-screen';
import { loadLoginPage, loadSignedInRoutes } from './first-screen';

const LoginPage = lazyScreen(loadLoginPage, ['session']);
/** The shell's sidebar holds the person's profile (features/profile) on every screen. */
const SignedInRoutes = lazyScreen(loadSignedInRoutes, ['profile']);
const ForgotPasswordPage = lazyScreen(
  () => import('../features/password-reset/forgot-password-page'),
  ['password-reset'],
);
const ResetPasswordPage = lazyScreen(
  () => import('../features/password-reset/reset-password-page'),
  ['password-reset'],
);
const SharedClientLogPage = lazyScreen(
  () => import('../features/reports/shared-client-log-page'),
  ['reports', 'signoffs'],
);
/** docs/product/closing.md#signoff-links: the sign-off link's page, signed in or not. */
const SignoffLinkPage = lazyScreen(() => import('../features/reports/signoff-link-page'), ['reports', 'signoffs']);
const OidcCallbackPage = lazyScreen(() => import('../features/session/oidc-callback-page'), ['session']);
/** React Query for the one anonymous screen that fetches (the signed-in routes bring their own). */
const QueryProvider = lazy(() => import('./query-provider'));

/** docs/product/roles-and-access.md#routes: which routes exist depends on the session and the role. */
export function AppRoutes() {
  const { session, endSession, startSession, updateUser } = useSession();
  const { pathname } = useLocation();
  const firstScreen = {
    loading: null,
    anonymous: pathname === '/' ? LoginPage : null,
    'signed-in': SignedInRoutes,
  }[session.status];
  // Nothing drawn while the session and the first screen's chunk load: index.html's spinner shows
  // instead. A Suspense fallback would hold the screen back (lib/lazy-screen.ts).
  const chunkSettled = useChunkSettled(firstScreen);
  // The link is the credential: the same page whether a session is open in this browser or not.
  if (pathname === '/signoff') {
    return (
      <ScreenErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <QueryProvider>
            <SignoffLinkPage />
          </QueryProvider>
        </Suspense>
      </ScreenErrorBoundary>
    );
  }
  if (session.status === 'loading' || !chunkSettled) return null;
  return (
    <ScreenErrorBoundary>
      {session.status === 'anonymous' ? (
        <AnonymousRoutes startSession={startSession} />
      ) : (
        <Suspense fallback={null}>
          <SignedInRoutes user={session.user} onLogout={endSession} onUserChange={updateUser} />
        </Suspense>
      )}
    </ScreenErrorBoundary>
  );
}

function AnonymousRoutes({ startSession }: { startSession(token: string): void }) {
  return (
    <Routes>
      <Route
        path="/"
        element={
          // index.html's spinner shows until the chunk, requested before the first render, is in.
          <Suspense fallback={null}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path="/auth/google"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <OidcCallbackPage onToken={startSession} />
          </Suspense>
        }
      />
      <Route
        path="/forgot-password"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <ForgotPasswordPage />
          </Suspense>
        }
      />
      <Route
        path="/change-password"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <ResetPasswordPage />
          </Suspense>
        }
      />
      <Route
        path="/timelog/client/:id"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <QueryProvider>
              <SharedClientLogPage />
            </QueryProvider>
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
