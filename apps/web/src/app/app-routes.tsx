import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useSession } from '../features/session/session-context';
import { loadLoginPage, loadSignedInRoutes } from './first-screen';

const LoginPage = lazy(loadLoginPage);
const SignedInRoutes = lazy(loadSignedInRoutes);
const ForgotPasswordPage = lazy(() => import('../features/account/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/account/reset-password-page'));
const SharedClientLogPage = lazy(() => import('../features/reports/shared-client-log-page'));
const OidcCallbackPage = lazy(() => import('../features/account/oidc-callback-page'));
/** React Query for the one anonymous screen that fetches (the signed-in routes bring their own). */
const QueryProvider = lazy(() => import('./query-provider'));

/** Spec §2.1: which routes exist depends on the session and the role. */
export function AppRoutes() {
  const { session, endSession, startSession, updateUser } = useSession();
  // Nothing drawn while the session and the shell load: index.html's spinner shows instead.
  if (session.status === 'loading') return null;
  if (session.status === 'anonymous') return <AnonymousRoutes startSession={startSession} />;
  return (
    <Suspense fallback={null}>
      <SignedInRoutes user={session.user} onLogout={endSession} onUserChange={updateUser} />
    </Suspense>
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
