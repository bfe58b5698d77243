import { expect } from 'vitest';
import { MailSender } from '../../platform/mail.js';
import { useTestContext } from '../../test/app.js';
import { linkIn, useSmtpServer } from '../../test/smtp.js';
import { INVALID_RESET_LINK } from './service.js';

/** What the password reset tests (password-reset-*.test.ts) share. */

export const PUBLIC_URL = 'http://portal.test';
export const NEW_PASSWORD = 'Copper-Meadow-913';
export const INVALID_LINK = {
  code: 'INVALID_RESET_LINK',
  message: INVALID_RESET_LINK,
  errors: { token: [INVALID_RESET_LINK] },
};
export const silent = { info: () => {}, warn: () => {} };

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function usePasswordResetKit() {
  const smtp = useSmtpServer();
  const t = useTestContext(() => ({ SMTP_URL: smtp.url, PUBLIC_URL }));

  const forgot = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress });
  const reset = (body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/reset-password', payload: body });
  const resetWith = (link: URL, password = NEW_PASSWORD, confirmation = password) =>
    reset({
      email: link.searchParams.get('email')!,
      token: link.searchParams.get('token')!,
      password,
      password_confirmation: confirmation,
    });
  const deliver = () => new MailSender(t.database.db, t.config, silent).deliverDue(t.clock.now());
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const currentUser = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
  /** Asks for a reset, delivers it through the SMTP server and returns the link of the newest mail. */
  const requestLink = async (email: string) => {
    expect((await forgot(email)).statusCode).toBe(200);
    expect(await deliver()).toBe(1);
    return linkIn(smtp.received.at(-1)!.raw, `${PUBLIC_URL}/change-password?`);
  };

  return { smtp, t, forgot, reset, resetWith, deliver, login, currentUser, requestLink };
}
