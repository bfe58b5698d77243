import { z } from 'zod';
import { ADDITIONAL_ROLES, LEVELS, Role } from '../roles.js';
import {
  distinctChoices,
  isoDate,
  recordId,
  requiredDate,
  requiredRecordId,
  TEXT_LIMITS,
  tooLongMessage,
} from './common.js';
import { balancesView } from './leave.js';
import { emailField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, roleId, userView } from './session.js';

/** A name: required, at most 200 characters (decisions R70). */
const requiredName = (requiredMessage: string, label = 'Name') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(TEXT_LIMITS.name, tooLongMessage(label, TEXT_LIMITS.name));

const email = emailField;

const password = z
  .string({ error: 'Password is required' })
  .min(1, { message: 'Password is required', abort: true })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX_LENGTH, tooLongMessage('Password', PASSWORD_MAX_LENGTH));

const passwordConfirmation = z
  .string({ error: 'Confirm Password is required' })
  .min(1, 'Confirm Password is required')
  .max(PASSWORD_MAX_LENGTH, tooLongMessage('Confirm Password', PASSWORD_MAX_LENGTH));

/** Spec §5: the confirmation differs from the password (the forms show it as soon as it does). */
export const PASSWORDS_MUST_MATCH = 'Passwords must match';

const level = z.enum(LEVELS, { error: 'Choose a level from the list' }).nullable();
const additionalRoles = distinctChoices(ADDITIONAL_ROLES, 'Additional roles', 'Unknown additional role');

/** Spec §5 Password change (and the password half of Add user). */
export const passwordChangeBody = z
  .object({ password, password_confirmation: passwordConfirmation })
  .refine((body) => body.password === body.password_confirmation, {
    message: PASSWORDS_MUST_MATCH,
    path: ['password_confirmation'],
  });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

/** Spec §5 Add user. A client user (role 3) belongs to a client; employees have a level and roles. */
export const addUserBody = z
  .object({
    name: requiredName('User Name is required', 'User Name'),
    email,
    role_id: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'User Role is required' }),
    password,
    password_confirmation: passwordConfirmation,
    level: level.optional(),
    additional_roles: additionalRoles.optional(),
    client_id: requiredRecordId('Client is required').nullable().optional(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: PASSWORDS_MUST_MATCH,
    path: ['password_confirmation'],
  })
  .refine((body) => body.role_id !== Role.CLIENT || body.client_id != null, {
    message: 'Client is required',
    path: ['client_id'],
  });
export type AddUserBody = z.infer<typeof addUserBody>;

/** Spec §5 User edit and §7: only the changed fields, plus public_logs always. */
export const userEditBody = z.object({
  name: requiredName('Name is required').optional(),
  email: email.optional(),
  birthday: isoDate.nullable().optional(),
  role_id: roleId.optional(),
  level: level.optional(),
  additional_roles: additionalRoles.optional(),
  public_logs: z.boolean({ error: 'public_logs must be true or false' }),
});
export type UserEditBody = z.infer<typeof userEditBody>;

/** Spec §3 pivot: a client assignment with weekly hours and a date range (decisions R40). */
export const assignmentView = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  hours: z.number().int(),
  from_date: z.string(),
  to_date: z.string().nullable(),
});
export type AssignmentView = z.infer<typeof assignmentView>;

export const userClientView = z.object({
  id: z.number().int(),
  name: z.string(),
  hours: z.number().int(),
  pivot: assignmentView,
});
export type UserClientView = z.infer<typeof userClientView>;
/** A person's client assignments (GET and POST /users/{id}/clients). */
export const userClientsResponse = z.object({ data: z.array(userClientView) });

export const userListItem = userView.extend({
  clients: z.array(userClientView),
  days_off: z.record(z.string(), z.number()).optional(),
  skills: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});

/**
 * GET /user, spec §3's "Current user": the person with their clients (each with its pivot) and the
 * balance fields (decisions R3a).
 */
export const currentUserResponse = z.object({
  data: userView.extend({ clients: z.array(userClientView) }).extend(balancesView.shape),
});

/** GET /users/{id}: with the balance fields for the person themselves and for admins (R3a, R12). */
export const userDetail = userListItem.extend(balancesView.partial().shape);
export type UserListItem = z.infer<typeof userListItem>;

/**
 * GET /users/names: the light people list for pickers and for naming a person (issue 9): active
 * employees (no CLIENT users, no deactivated people), ordered by name.
 */
export const personName = z.object({ id: z.number().int(), name: z.string(), role_id: roleId });
export type PersonName = z.infer<typeof personName>;
export const personNamesResponse = z.object({ data: z.array(personName) });

/**
 * GET /users. Without `page` it answers everyone, as spec §7's callers expect; with `page` it answers
 * one page of the users screen (spec §2.12, §9: 50, 100 or 250 rows) and its `meta` (issue 9).
 */
export const usersQuery = z.object({
  include: z.enum(['skills', 'days_off']).optional(),
  status: z.enum(['active', 'inactive', 'all']).default('all'),
  /** The users screen's two tabs: employees are every role but CLIENT. */
  kind: z.enum(['employees', 'clients']).optional(),
  /** Part of the name or the e-mail, in any case. */
  search: z.string().trim().max(100, 'A search is at most 100 characters').optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(250).default(50),
});
export type UsersQuery = z.infer<typeof usersQuery>;

export const usersPageMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type UsersPageMeta = z.infer<typeof usersPageMeta>;

/** GET /users: everyone, or one page of them with its `meta`. */
export const usersResponse = z.object({ data: z.array(userListItem), meta: usersPageMeta.optional() });
export type UsersResponse = z.infer<typeof usersResponse>;

/** Spec §5 Manage clients: "A client is required. Hours is a number with minimum 1 and step 1." */
export const assignClientBody = z
  .object({
    client: requiredRecordId('Client field is required', 'Client field is required'),
    hours: z
      .number({ error: 'Hours is required' })
      .int('Hours must be a whole number')
      .min(1, 'Hours must be at least 1')
      .max(168, 'A week has 168 hours'),
    /** [from] or [from, to]; no end date means open-ended. */
    dates: z.tuple([requiredDate('Start date is required'), isoDate.nullable().optional()]),
  })
  .refine((body) => !body.dates[1] || body.dates[0] <= body.dates[1], {
    message: 'The end date cannot be before the start date.',
    path: ['dates', 1],
  });
export type AssignClientBody = z.infer<typeof assignClientBody>;

/** Spec §5 Client name. */
export const clientNameBody = z.object({ name: requiredName('Client Name is required', 'Client Name') });
export type ClientNameBody = z.infer<typeof clientNameBody>;

export const clientView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Admins only (decisions R14). */
  share_key: z.string().optional(),
});
export type ClientView = z.infer<typeof clientView>;
export const clientResponse = z.object({ data: clientView });
export const clientsResponse = z.object({ data: z.array(clientView) });

export const ROLE_CHOICES = [
  { id: Role.SUPER_ADMIN, label: 'Super Admin' },
  { id: Role.ADMIN, label: 'Admin' },
  { id: Role.USER, label: 'User' },
  { id: Role.CLIENT, label: 'Client' },
] as const;

/** A row of the /projects overview (decisions R42). */
export const projectRowView = z.object({
  assignment_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  hours: z.number().int(),
  from_date: z.string(),
  to_date: z.string().nullable(),
  planned_minutes: z.number().int(),
  logged_minutes: z.number().int(),
});
export type ProjectRowView = z.infer<typeof projectRowView>;
export const projectRowsResponse = z.object({ data: z.array(projectRowView) });

/** GET /assignments: the running ones on a day, optionally of one client or person. */
export const assignmentsQuery = z.object({
  as_of: isoDate,
  client_id: recordId.optional(),
  user_id: recordId.optional(),
});

/** DELETE /users/{id}/clients/{clientId}: all links with the client, or the one of `assignment_id`. */
export const unassignClientParams = z.object({ id: recordId, clientId: recordId });
export const unassignClientQuery = z.object({ assignment_id: recordId.optional() });
