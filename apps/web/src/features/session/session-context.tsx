import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UserView } from '@portal/shared';
import { setSessionEndedListener } from '../../lib/api-client';
import { clearToken, readToken, storeToken } from '../../lib/token';
import { fetchCurrentUser, logout } from './api';

export type Session = { status: 'anonymous' } | { status: 'loading' } | { status: 'signed-in'; user: UserView };

interface SessionActions {
  session: Session;
  startSession(token: string): void;
  endSession(): Promise<void>;
}

const SessionContext = createContext<SessionActions | null>(null);

export const CURRENT_USER_KEY = ['current-user'] as const;

/** Spec §4 Session: a stored token loads the current user; logout clears the token. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readToken);
  const currentUser = useQuery({
    queryKey: [...CURRENT_USER_KEY, token],
    queryFn: fetchCurrentUser,
    enabled: token !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    setSessionEndedListener(() => {
      setToken(null);
      queryClient.clear();
    });
  }, [queryClient]);

  const startSession = useCallback((newToken: string) => {
    storeToken(newToken);
    setToken(newToken);
  }, []);

  const endSession = useCallback(async () => {
    await logout().catch(() => {});
    clearToken();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  const session: Session = useMemo(() => {
    if (token === null) return { status: 'anonymous' };
    if (currentUser.data) return { status: 'signed-in', user: currentUser.data };
    if (currentUser.isError) return { status: 'anonymous' };
    return { status: 'loading' };
  }, [token, currentUser.data, currentUser.isError]);

  const value = useMemo(() => ({ session, startSession, endSession }), [session, startSession, endSession]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionActions {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
