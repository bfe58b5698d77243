import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { CurrentUserView } from '@portal/shared';
import { LoadingScreen } from '../components/loading-screen';
import { ReauthHost } from '../components/reauth-host';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { lazyScreen } from '../lib/lazy-screen';
import { SignedInUserContext, SignedInUserUpdateContext } from '../lib/signed-in-user';
import NotFoundPage from '../features/not-found/not-found-page';
import QueryProvider from './query-provider';
import { routesFor, type PortalRoute } from './route-table';

export { preloadScreen } from './route-table';
import { AppShell } from './shell/app-shell';

/** docs/product/access.md#two-factor: an admin held to the setup by the admins' requirement sees only it. */
const ForcedTwoFactorSetup = lazyScreen(() => import('../features/two-factor/forced-setup-page'), ['two-factor']);

interface SignedInRoutesProps {
  user: CurrentUserView;
  onLogout(): Promise<void>;
  onUserChange(changes: Partial<CurrentUserView>): void;
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
  if (user.two_factor_setup_required) {
    return (
      <QueryProvider>
        <SignedInUserContext.Provider value={user}>
          <SignedInUserUpdateContext.Provider value={onUserChange}>
            <Suspense fallback={<LoadingScreen />}>
              <ForcedTwoFactorSetup onLogout={onLogout} />
            </Suspense>
          </SignedInUserUpdateContext.Provider>
        </SignedInUserContext.Provider>
      </QueryProvider>
    );
  }
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
        <ReauthHost twoFactor={user.two_factor_enabled} onSignInAgain={() => void onLogout()} />
      </SignedInUserUpdateContext.Provider>
    </QueryProvider>
  );
}
