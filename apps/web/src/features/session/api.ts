import type { LoginBody, LoginResponse, OidcSignInAddress, UserView } from '@portal/shared';
import { api } from '../../lib/api-client';

export function login(credentials: LoginBody): Promise<LoginResponse> {
  return api('/login', { method: 'POST', body: credentials });
}

export async function fetchCurrentUser(): Promise<UserView> {
  return (await api<{ data: UserView }>('/user')).data;
}

export function logout(): Promise<void> {
  return api('/logout', { method: 'POST' });
}

export function fetchGoogleSignInUrl(): Promise<OidcSignInAddress> {
  return api('/auth');
}
