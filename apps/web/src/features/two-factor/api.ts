import { useMutation } from '@tanstack/react-query';
import type { TwoFactorDisableBody } from '@portal/shared';
import { call } from '../../lib/api-client';

/** docs/product/access.md#two-factor: POST /user/2fa/setup, a new secret pending a first code. */
export function useStartSetup() {
  return useMutation({ mutationFn: () => call('POST /user/2fa/setup') });
}

/** POST /user/2fa/enable: the first code turns it on and answers the recovery codes, shown once. */
export function useEnable() {
  return useMutation({
    mutationFn: (code: string) => call('POST /user/2fa/enable', { body: { code } }),
  });
}

/** POST /user/2fa/disable, with the password. */
export function useDisable() {
  return useMutation({
    mutationFn: (body: TwoFactorDisableBody) => call('POST /user/2fa/disable', { body }),
  });
}
