import { loginBody, type LoginBody } from '@portal/shared';
import { translateMessage } from '../../lib/i18n';

export type LoginFieldErrors = Partial<Record<keyof LoginBody, string>>;
export type LoginCheck = { ok: true; body: LoginBody } | { ok: false; errors: LoginFieldErrors };

/** The shared login schema with the spec's messages (in the language shown); the first message of each field is shown. */
export function checkLogin(values: LoginBody): LoginCheck {
  const result = loginBody.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined) {
      errors[field] = translateMessage(issue.message);
    }
  }
  return { ok: false, errors };
}
