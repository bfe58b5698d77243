import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '../limits.js';
import { ADDITIONAL_ROLES, LEVELS, Role, ROLE_IDS, ROLE_LABELS } from '../roles.js';
import { userClientView } from './assignments.js';
import {
  distinctChoices,
  isoDate,
  pageMeta,
  pageQueryFields,
  recordIdField,
  requiredName,
  requiredRecordId,
} from './common.js';
import { employmentFields } from './time-model.js';
import { balancesView } from './leave.js';
import { emailField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, roleId, userView, type UserView } from './session.js';

const email = emailField;

/** docs/product/time-model.md#employment: the last day is not before the first. */
function employmentInOrder(body: { start_date?: string | null; end_date?: string | null }): boolean {
  return !body.start_date || !body.end_date || body.start_date <= body.end_date;
}

const password = z
  .string({ error: 'validation:password_required' })
  .min(1, { message: 'validation:password_required', abort: true })
  .min(PASSWORD_MIN_LENGTH, 'validation:password_too_short')
  .max(PASSWORD_MAX_LENGTH, 'validation:password_too_long');

const passwordConfirmation = z
  .string({ error: 'validation:password_confirmation_required' })
  .min(1, 'validation:password_confirmation_required')
  .max(PASSWORD_MAX_LENGTH, 'validation:password_confirmation_too_long');

/** docs/product/http-contract.md#validation: the confirmation differs from the password (the forms show it as soon as it does). */
export const PASSWORDS_MUST_MATCH = 'validation:passwords_must_match';

const level = z.enum(LEVELS, { error: 'validation:level_unknown' }).nullable();
const additionalRoles = distinctChoices(ADDITIONAL_ROLES, {
  unknown: 'validation:additional_role_unknown',
  tooMany: 'validation:additional_roles_limit',
  repeated: 'validation:additional_roles_repeated',
});

/** docs/product/people-and-clients.md#passwords (and the password half of Add user). */
export const passwordChangeBody = z
  .object({ password, password_confirmation: passwordConfirmation })
  .refine((body) => body.password === body.password_confirmation, {
    message: PASSWORDS_MUST_MATCH,
    path: ['password_confirmation'],
  });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

/** docs/product/people-and-clients.md#add-user. A client user (role 3) belongs to a client; employees have a level and roles. */
export const addUserBody = z
  .object({
    name: requiredName('validation:user_name_required', 'validation:user_name_too_long'),
    email,
    role_id: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
      error: 'validation:user_role_required',
    }),
    password,
    password_confirmation: passwordConfirmation,
    level: level.optional(),
    additional_roles: additionalRoles.optional(),
    client_id: requiredRecordId('validation:client_required').nullable().optional(),
    holiday_calendar_id: recordIdField.optional(),
    ...employmentFields,
  })
  .refine(employmentInOrder, { message: 'validation:employment_end_before_start', path: ['end_date'] })
  .refine((body) => body.password === body.password_confirmation, {
    message: PASSWORDS_MUST_MATCH,
    path: ['password_confirmation'],
  })
  .refine((body) => body.role_id !== Role.CLIENT || body.client_id != null, {
    message: 'validation:client_required',
    path: ['client_id'],
  });
export type AddUserBody = z.infer<typeof addUserBody>;

/** docs/product/people-and-clients.md#edit-user and docs/product/http-contract.md#endpoints: only the changed fields, plus public_logs always. */
export const userEditBody = z.object({
  name: requiredName('validation:name_required').optional(),
  email: email.optional(),
  birthday: isoDate.nullable().optional(),
  role_id: roleId.optional(),
  level: level.optional(),
  additional_roles: additionalRoles.optional(),
  public_logs: z.boolean({ error: 'validation:public_logs_boolean' }),
  holiday_calendar_id: recordIdField.optional(),
  ...employmentFields,
});
export type UserEditBody = z.infer<typeof userEditBody>;

export const userListItem = userView.extend({
  clients: z.array(userClientView),
  days_off: z.record(z.string(), z.number()).optional(),
  skills: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});

/**
 * GET /user, docs/product/people-and-clients.md#user-fields's "Current user": the person with their clients (each with its pivot) and the
 * balance fields (docs/product/http-contract.md#endpoints).
 */
export const currentUserResponse = z.object({
  data: userView
    .extend({
      clients: z.array(userClientView),
      /** docs/product/access.md#two-factor: the admins' requirement applies; nothing but the setup is allowed. */
      two_factor_setup_required: z.boolean(),
    })
    .extend(balancesView.shape),
});
/** The signed-in person as GET /user tells the web app about them. */
export type CurrentUserView = UserView & { two_factor_setup_required: boolean };

/** GET /users/{id}: with the balance fields for the person themselves and for admins (docs/product/http-contract.md#endpoints, docs/product/roles-and-access.md#others-balances). */
export const userDetail = userListItem.extend(balancesView.partial().shape);
export type UserListItem = z.infer<typeof userListItem>;

/**
 * GET /users/names: the light people list for pickers and for naming a person (docs/product/http-contract.md#scale): active
 * employees (no CLIENT users, no deactivated people), ordered by name.
 */
export const personName = z.object({ id: z.number().int(), name: z.string(), role_id: roleId });
export type PersonName = z.infer<typeof personName>;
export const personNamesResponse = z.object({ data: z.array(personName) });

/**
 * GET /users/names's filters (docs/product/http-contract.md#scale): without them the pickers' list above. Filters over past records
 * (Handle Holidays' person filter, the audit trail's) name people who have left too (`status=all`) and, for the audit trail,
 * client users (`kind=all`).
 */
export const personNamesQuery = z.object({
  status: z.enum(['active', 'all']).default('active'),
  kind: z.enum(['employees', 'all']).default('employees'),
});
export type PersonNamesQuery = z.infer<typeof personNamesQuery>;

/**
 * GET /users. Without `page` it answers everyone, as docs/product/http-contract.md#endpoints's callers expect; with `page` it answers
 * one page of the users screen (docs/product/people-and-clients.md#users-screen, docs/product/time-and-week.md#constants: 50, 100 or 250 rows) and its `meta` (docs/product/http-contract.md#scale).
 */
export const usersQuery = z.object({
  include: z.enum(['skills', 'days_off']).optional(),
  status: z.enum(['active', 'inactive', 'all']).default('all'),
  /** The users screen's two tabs: employees are every role but CLIENT. */
  kind: z.enum(['employees', 'clients']).optional(),
  /** Part of the name or the e-mail, in any case. */
  search: z.string().trim().max(MAX_SEARCH_LENGTH, 'validation:search_too_long').optional(),
  ...pageQueryFields,
});
export type UsersQuery = z.infer<typeof usersQuery>;

export const usersPageMeta = pageMeta;
export type UsersPageMeta = z.infer<typeof usersPageMeta>;

/** GET /users: everyone, or one page of them with its `meta`. */
export const usersResponse = z.object({ data: z.array(userListItem), meta: usersPageMeta.optional() });

/** The role select's options, in the order of docs/product/http-contract.md#validation. */
export const ROLE_CHOICES = ROLE_IDS.map((id) => ({ id, label: ROLE_LABELS[id] }));
