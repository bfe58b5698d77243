import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { UserView } from '@portal/shared';
import { LoadingScreen } from '../components/loading-screen';
import { SectionTitleContext } from '../components/section-title';
import NotFoundPage from '../features/not-found/not-found-page';
import { PublicPage } from '../features/placeholders/public-page';
import LoginPage from '../features/session/login-page';
import { useSession } from '../features/session/session-context';
import { routesFor, type PortalRoute } from './route-table';
import { AppShell } from './shell/app-shell';

/** Spec §2.1: which routes exist depends on the session and the role. */
export function AppRoutes() {
  const { session, endSession } = useSession();
  if (session.status === 'loading') return <LoadingScreen label="Loading your session" />;
  if (session.status === 'anonymous') return <AnonymousRoutes />;
  return <SignedInRoutes user={session.user} onLogout={endSession} />;
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

function SignedInRoutes({ user, onLogout }: { user: UserView; onLogout(): Promise<void> }) {
  const page = (title: string, content: ReactNode) => (
    <SectionTitleContext.Provider value={title}>
      <AppShell user={user} title={title} onLogout={onLogout}>
        <Suspense fallback={<LoadingScreen />}>{content}</Suspense>
      </AppShell>
    </SectionTitleContext.Provider>
  );
  return (
    <Routes>
      {routesFor(user.role_id).map((route: PortalRoute) => (
        <Route key={route.path} path={route.path} element={page(route.title, <route.page />)} />
      ))}
      <Route path="*" element={page('Page Not Found', <NotFoundPage />)} />
    </Routes>
  );
}
