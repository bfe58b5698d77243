import type { ResetPasswordBody } from '@portal/shared';
import { call } from '../../lib/api-client';

/** POST /forgot-password: the answer is the same for any address. */
export async function askForPasswordReset(email: string): Promise<void> {
  await call('POST /forgot-password', { body: { email } });
}

/** POST /reset-password: the e-mailed token and the new password. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await call('POST /reset-password', { body });
}
