import { describe, expect, it } from 'vitest';
import { loginBody, PASSWORD_MAX_LENGTH } from './session.js';

function fieldMessages(input: unknown): Record<string, string[]> {
  const result = loginBody.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

/** The sign-in form's messages (docs/product/http-contract.md#validation), shared by the server and the web form. */
describe('loginBody', () => {
  it('asks for both fields when they are missing', () => {
    expect(fieldMessages({})).toEqual({
      email: ['validation:email_required'],
      password: ['validation:password_required'],
    });
  });

  it('asks for both fields when they are empty', () => {
    const messages = fieldMessages({ email: '', password: '' });

    expect(messages.email?.[0]).toBe('validation:email_required');
    expect(messages.password).toEqual(['validation:password_required']);
  });

  it('treats an e-mail of spaces as missing', () => {
    expect(fieldMessages({ email: '   ', password: 'secret' }).email?.[0]).toBe('validation:email_required');
  });

  it('refuses a malformed e-mail address', () => {
    expect(fieldMessages({ email: 'anna@', password: 'secret' })).toEqual({ email: ['validation:email_invalid'] });
  });

  it('trims the e-mail address but keeps the password exactly as typed', () => {
    const parsed = loginBody.parse({ email: '  anna@example.com ', password: ' secret ' });

    expect(parsed).toEqual({ email: 'anna@example.com', password: ' secret ' });
  });

  it('accepts a password of the maximum length and refuses a longer one', () => {
    const longest = 'p'.repeat(PASSWORD_MAX_LENGTH);

    expect(loginBody.safeParse({ email: 'anna@example.com', password: longest }).success).toBe(true);
    expect(fieldMessages({ email: 'anna@example.com', password: `${longest}p` }).password).toHaveLength(1);
  });
});
