import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { UserView } from '@portal/shared';
import { LoadingScreen } from '../components/loading-screen';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { SignedInUserContext, SignedInUserUpdateContext } from '../lib/signed-in-user';
import NotFoundPage from '../features/not-found/not-found-page';
import QueryProvider from './query-provider';
import { routesFor, type PortalRoute } from './route-table';

export { preloadScreen } from './route-table';
import { AppShell } from './shell/app-shell';

interface SignedInRoutesProps {
  user: UserView;
  onLogout(): Promise<void>;
  onUserChange(changes: Partial<UserView>): void;
}

/** docs/product/roles-and-access.md#routes for a signed-in role: its route table inside the shell, anything else Page Not Found. */
export default function SignedInRoutes({ user, onLogout, onUserChange }: SignedInRoutesProps) {
  /** `title`: the section name's catalogue key (app/route-table.ts). */
  const page = (title: string, content: ReactNode, topBar?: ReactNode) => (
    <SignedInUserContext.Provider value={user}>
      <AppShell
        user={user}
        title={title}
        onLogout={onLogout}
        topBar={topBar && <Suspense fallback={null}>{topBar}</Suspense>}
      >
        <ScreenErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>{content}</Suspense>
        </ScreenErrorBoundary>
      </AppShell>
    </SignedInUserContext.Provider>
  );
  return (
    <QueryProvider>
      <SignedInUserUpdateContext.Provider value={onUserChange}>
        <Routes>
          {routesFor(user.role_id).map((route: PortalRoute) => (
            <Route
              key={route.path}
              path={route.path}
              element={page(route.title, <route.page />, route.topBar && <route.topBar />)}
            />
          ))}
          <Route path="*" element={page('common:routes.page_not_found', <NotFoundPage />)} />
        </Routes>
      </SignedInUserUpdateContext.Provider>
    </QueryProvider>
  );
}
