import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import LoginPage from '../features/session/login-page';
import { useSession } from '../features/session/session-context';

const ForgotPasswordPage = lazy(() => import('../features/account/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/account/reset-password-page'));
const SharedClientLogPage = lazy(() => import('../features/reports/shared-client-log-page'));
const OidcCallbackPage = lazy(() => import('../features/account/oidc-callback-page'));

/** The shell and everything behind sign-in load only once someone has signed in. */
const SignedInRoutes = lazy(() => import('./signed-in-routes'));

/** Spec §2.1: which routes exist depends on the session and the role. */
export function AppRoutes() {
  const { session, endSession, startSession } = useSession();
  if (session.status === 'loading') return <LoadingScreen label="Loading your session" />;
  if (session.status === 'anonymous') return <AnonymousRoutes startSession={startSession} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInRoutes user={session.user} onLogout={endSession} />
    </Suspense>
  );
}

function AnonymousRoutes({ startSession }: { startSession(token: string): void }) {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
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
            <SharedClientLogPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
