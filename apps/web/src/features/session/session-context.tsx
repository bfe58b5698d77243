import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUserView, Language } from '@portal/shared';
import { setSessionEndedListener } from '../../lib/api-client';
import { showLanguage } from '../../lib/i18n';
import { clearToken, readToken, storeToken } from '../../lib/token';
import { fetchCurrentUser, logout } from './api';

export type Session = { status: 'anonymous' } | { status: 'loading' } | { status: 'signed-in'; user: CurrentUserView };

interface SessionActions {
  session: Session;
  startSession(token: string): void;
  endSession(): Promise<void>;
  /** A change the server confirmed (the profile update): merged into the signed-in person. */
  updateUser(changes: Partial<CurrentUserView>): void;
}

const SessionContext = createContext<SessionActions | null>(null);

/** The answer of GET /user for one token; null when it failed. */
interface LoadedUser {
  token: string;
  user: CurrentUserView | null;
}

let early: { token: string; user: Promise<CurrentUserView> } | null = null;

/** Asks for the current user before the first render (app/first-screen.ts), not after it (docs/decisions/0016-web-budget.md). */
export function prefetchCurrentUser(): void {
  const token = readToken();
  if (token !== null) early = { token, user: fetchCurrentUser() };
}

/**
 * The portal in `language` (the person's, or the browser's for null), waited for so that the next screen
 * renders in it; a catalogue that fails to load does not stop the session.
 */
const switchLanguage = (language: Language | null) => showLanguage(language).catch(() => undefined);

/**
 * docs/product/people-and-clients.md#sessions: a stored token loads the current user; logout clears the token. Plain state,
 * not React Query: the query client loads with the screens behind sign-in (docs/decisions/0016-web-budget.md).
 * The portal speaks the signed-in person's language (docs/product/languages.md), from before their first screen
 * until they sign out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(readToken);
  const [loaded, setLoaded] = useState<LoadedUser | null>(null);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    const user = early?.token === token ? early.user : fetchCurrentUser();
    early = null;
    user.then(
      async (user) => {
        await switchLanguage(user.language);
        if (current) setLoaded({ token, user });
      },
      () => current && setLoaded({ token, user: null }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  useEffect(() => {
    setSessionEndedListener(() => {
      setToken(null);
      void switchLanguage(null);
    });
  }, []);

  const startSession = useCallback((newToken: string) => {
    storeToken(newToken);
    setToken(newToken);
  }, []);

  const endSession = useCallback(async () => {
    await logout().catch(() => {});
    clearToken();
    await switchLanguage(null);
    setToken(null);
  }, []);

  const updateUser = useCallback((changes: Partial<CurrentUserView>) => {
    if (changes.language !== undefined) void switchLanguage(changes.language);
    setLoaded((old) => (old?.user ? { ...old, user: { ...old.user, ...changes } } : old));
  }, []);

  const session: Session = useMemo(() => {
    if (token === null) return { status: 'anonymous' };
    if (loaded?.token !== token) return { status: 'loading' };
    return loaded.user ? { status: 'signed-in', user: loaded.user } : { status: 'anonymous' };
  }, [token, loaded]);

  const value = useMemo(
    () => ({ session, startSession, endSession, updateUser }),
    [session, startSession, endSession, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionActions {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
