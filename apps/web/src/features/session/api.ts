import type {
  AccessTokenResponse,
  CurrentUserView,
  LoginBody,
  LoginResponse,
  LoginTwoFactorBody,
  OidcSignInAddress,
} from '@portal/shared';
import { call } from '../../lib/api-client';

export function login(credentials: LoginBody): Promise<LoginResponse> {
  return call('POST /login', { body: credentials });
}

/** docs/product/access.md#two-factor: the login's second step. */
export function loginWithCode(body: LoginTwoFactorBody): Promise<AccessTokenResponse> {
  return call('POST /login/2fa', { body });
}

export async function fetchCurrentUser(): Promise<CurrentUserView> {
  return (await call('GET /user')).data;
}

export function logout(): Promise<void> {
  return call('POST /logout');
}

export function fetchGoogleSignInUrl(): Promise<OidcSignInAddress> {
  return call('GET /auth');
}
