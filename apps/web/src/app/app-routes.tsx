import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { PublicPage } from '../features/placeholders/public-page';
import LoginPage from '../features/session/login-page';
import { useSession } from '../features/session/session-context';

/** The shell and everything behind sign-in load only once someone has signed in. */
const SignedInRoutes = lazy(() => import('./signed-in-routes'));

/** Spec §2.1: which routes exist depends on the session and the role. */
export function AppRoutes() {
  const { session, endSession } = useSession();
  if (session.status === 'loading') return <LoadingScreen label="Loading your session" />;
  if (session.status === 'anonymous') return <AnonymousRoutes />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <SignedInRoutes user={session.user} onLogout={endSession} />
    </Suspense>
  );
}

function AnonymousRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/auth/google" element={<PublicPage title="Signing in with Google" />} />
      <Route path="/forgot-password" element={<PublicPage title="Forgot password" />} />
      <Route path="/change-password" element={<PublicPage title="Reset password" />} />
      <Route path="/timelog/client/:id" element={<PublicPage title="Client time log" />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
