import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { ADDITIONAL_ROLES, LEVELS } from '../roles.js';
import { PASSWORD_MIN_LENGTH } from '../limits.js';
import { TEXT_LIMITS } from './common.js';

export { PASSWORD_MIN_LENGTH };
export const PASSWORD_MAX_LENGTH = TEXT_LIMITS.password;

/** An e-mail address: required, at most 254 characters (checked before its form), well formed. */
export const emailField = z
  .string({ error: 'validation:email_required' })
  .trim()
  .min(1, { message: 'validation:email_required', abort: true })
  .max(TEXT_LIMITS.email, { message: 'validation:email_too_long', abort: true })
  .email('validation:email_invalid');

export const loginBody = z.object({
  email: emailField,
  password: z
    .string({ error: 'validation:password_required' })
    .min(1, 'validation:password_required')
    .max(PASSWORD_MAX_LENGTH, 'validation:password_too_long'),
});
export type LoginBody = z.infer<typeof loginBody>;

/** A session token: the answer of POST /login/2fa and of the identity provider's callback. */
export const accessTokenResponse = z.object({ access_token: z.string() });
export type AccessTokenResponse = z.infer<typeof accessTokenResponse>;

/** POST /login: a session token, or, with two-factor sign-in on, the challenge of the second step (docs/product/access.md#two-factor). */
export const loginResponse = z.union([
  accessTokenResponse,
  z.object({ two_factor_required: z.literal(true), challenge: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const roleId = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** The user as the API shows it (docs/product/people-and-clients.md#user-fields); never the stored row. */
export const userView = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: roleId,
  status: z.enum(['active', 'inactive']),
  level: z.enum(LEVELS).nullable(),
  additional_roles: z.array(z.enum(ADDITIONAL_ROLES)),
  birthday: z.string().nullable(),
  profile_picture: z.string().nullable(),
  profile_picture_focal_point: z.string(),
  client_id: z.number().int().nullable(),
  public_logs: z.boolean(),
  /** Their chosen language; null lets their browser decide (docs/product/languages.md). */
  language: z.enum(LANGUAGES).nullable(),
  /** Whose public holidays count for them (docs/product/time-model.md#calendars). */
  holiday_calendar_id: z.number().int(),
  /** docs/product/time-model.md#employment. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** docs/product/access.md#two-factor: whether they sign in with a second factor, and since when (ISO 8601). */
  two_factor_enabled: z.boolean(),
  two_factor_enabled_at: z.string().nullable(),
});
export type UserView = z.infer<typeof userView>;
