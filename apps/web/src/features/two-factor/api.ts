import { useMutation } from '@tanstack/react-query';
import type { TwoFactorDisableBody, TwoFactorEnableResponse, TwoFactorSetupResponse } from '@portal/shared';
import { api } from '../../lib/api-client';

/** docs/product/access.md#two-factor: POST /user/2fa/setup, a new secret pending a first code. */
export function useStartSetup() {
  return useMutation({ mutationFn: () => api<TwoFactorSetupResponse>('/user/2fa/setup', { method: 'POST' }) });
}

/** POST /user/2fa/enable: the first code turns it on and answers the recovery codes, shown once. */
export function useEnable() {
  return useMutation({
    mutationFn: (code: string) => api<TwoFactorEnableResponse>('/user/2fa/enable', { method: 'POST', body: { code } }),
  });
}

/** POST /user/2fa/disable, with the password. */
export function useDisable() {
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => api<void>('/user/2fa/disable', { method: 'POST', body }),
  });
}
