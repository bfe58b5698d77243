import type {
  AccessTokenResponse,
  CurrentUserView,
  LoginBody,
  LoginResponse,
  LoginTwoFactorBody,
  OidcSignInAddress,
} from '@portal/shared';
import { api } from '../../lib/api-client';

export function login(credentials: LoginBody): Promise<LoginResponse> {
  return api('/login', { method: 'POST', body: credentials });
}

/** docs/product/access.md#two-factor: the login's second step. */
export function loginWithCode(body: LoginTwoFactorBody): Promise<AccessTokenResponse> {
  return api('/login/2fa', { method: 'POST', body });
}

export async function fetchCurrentUser(): Promise<CurrentUserView> {
  return (await api<{ data: CurrentUserView }>('/user')).data;
}

export function logout(): Promise<void> {
  return api('/logout', { method: 'POST' });
}

export function fetchGoogleSignInUrl(): Promise<OidcSignInAddress> {
  return api('/auth');
}
