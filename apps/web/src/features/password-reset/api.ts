import type { ResetPasswordBody } from '@portal/shared';
import { api } from '../../lib/api-client';

/** POST /forgot-password: the answer is the same for any address. */
export function askForPasswordReset(email: string): Promise<void> {
  return api('/forgot-password', { method: 'POST', body: { email } });
}

/** POST /reset-password: the e-mailed token and the new password. */
export function resetPassword(body: ResetPasswordBody): Promise<void> {
  return api('/reset-password', { method: 'POST', body });
}
