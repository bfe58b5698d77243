import { and, asc, eq } from 'drizzle-orm';
import {
  isAdminRole,
  Role,
  type AddUserBody,
  type PasswordChangeBody,
  type UserEditBody,
  type UserListItem,
} from '@portal/shared';
import { auditOf } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import { assertNotCommonPassword, hashPassword } from '../../platform/auth/passwords.js';
import { endStandingCredentials } from '../../platform/auth/credentials-reset.js';
import { assertRecentSignIn } from '../../platform/auth/recent-sign-in.js';
import { endUserSessions, type SignedInUser } from '../../platform/auth/sessions.js';
import { removeTwoFactor } from '../../platform/auth/two-factor.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import type { Database } from '../../platform/db/index.js';
import { clients, passwordResets, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../platform/errors.js';
import { chosenCalendar } from '../../domain/time-model/holiday-calendars.js';
import { findUser } from './queries.js';

const audit = auditOf('user');

type UserRow = typeof users.$inferSelect;

export class EmailTaken extends Conflict {
  constructor() {
    super('errors:users.email_taken');
  }
}

export class SuperAdminsOnly extends Forbidden {
  constructor() {
    super('errors:users.super_admin_only');
  }
}

export class LastSuperAdmin extends Conflict {
  constructor() {
    super('errors:users.last_super_admin');
  }
}

/** docs/product/http-contract.md#endpoints POST /register (docs/product/roles-and-access.md#super-admin, #body-ids: only a SUPER_ADMIN creates a SUPER_ADMIN). */
export async function registerUser(deps: AppDeps, actor: Actor, body: AddUserBody): Promise<UserListItem> {
  const { db, clock } = deps;
  if (body.role_id === Role.SUPER_ADMIN) assertSuperAdmin(actor.caller);
  if (isAdminRole(body.role_id)) await assertRecentSignIn(db, actor.caller, clock.now());
  assertNotCommonPassword(body.password);
  const isClientUser = body.role_id === Role.CLIENT;
  if (isClientUser) await assertClientExists(db, body.client_id ?? 0);
  const holidayCalendarId = await chosenCalendar(db, body.holiday_calendar_id, 'holiday_calendar_id');
  const passwordHash = await hashPassword(body.password);
  // docs/product/reports.md#one-transaction: the person and the audit row commit together.
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        name: body.name,
        email: body.email,
        passwordHash,
        roleId: body.role_id,
        level: isClientUser ? null : (body.level ?? null),
        additionalRoles: isClientUser ? [] : (body.additional_roles ?? []),
        clientId: isClientUser ? (body.client_id ?? null) : null,
        holidayCalendarId,
        startDate: body.start_date ?? null,
        endDate: body.end_date ?? null,
      })
      .returning()
      .catch(rethrowEmailTaken);
    const view = (await findUser(tx, inserted[0]!.id))!;
    await audit(tx, actor, clock.now(), { action: 'user.create', id: view.id, after: auditView(view) });
    return view;
  });
}

/** docs/product/http-contract.md#endpoints POST /users/edit/{id}: the changed fields plus public_logs. */
export async function editUser(deps: AppDeps, actor: Actor, id: number, body: UserEditBody): Promise<UserListItem> {
  const { db, clock } = deps;
  const target = await loadTarget(db, actor.caller, id);
  if (body.role_id === Role.SUPER_ADMIN) assertSuperAdmin(actor.caller);
  const roleChanges = body.role_id !== undefined && body.role_id !== target.roleId;
  const emailChanges = body.email !== undefined && body.email.toLowerCase() !== target.email.toLowerCase();
  if (needsRecentSignIn(actor.caller, target, body, roleChanges, emailChanges)) {
    await assertRecentSignIn(db, actor.caller, clock.now());
  }
  if (roleChanges && body.role_id === Role.CLIENT) {
    throw new InvalidInput('errors:users.client_needs_client', {
      role_id: ['errors:users.employee_not_client'],
    });
  }

  if (body.holiday_calendar_id !== undefined) await chosenCalendar(db, body.holiday_calendar_id, 'holiday_calendar_id');
  assertEmploymentInOrder(target, body);
  const before = (await findUser(db, id))!;
  const becomesEmployee = roleChanges && target.roleId === Role.CLIENT;
  return db
    .transaction(async (tx) => {
      if (roleChanges && target.roleId === Role.SUPER_ADMIN) await assertAnotherActiveSuperAdmin(tx, target.id);
      await tx
        .update(users)
        .set({
          ...(body.name !== undefined && { name: body.name }),
          ...(body.email !== undefined && { email: body.email }),
          ...(body.birthday !== undefined && { birthday: body.birthday }),
          ...(body.role_id !== undefined && { roleId: body.role_id }),
          ...(body.level !== undefined && { level: body.level }),
          ...(body.additional_roles !== undefined && { additionalRoles: body.additional_roles }),
          ...(becomesEmployee && { clientId: null }),
          ...(body.holiday_calendar_id !== undefined && { holidayCalendarId: body.holiday_calendar_id }),
          ...(body.start_date !== undefined && { startDate: body.start_date }),
          ...(body.end_date !== undefined && { endDate: body.end_date }),
          publicLogs: body.public_logs,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, id));
      if (emailChanges) await cancelPasswordReset(tx, id);
      const after = (await findUser(tx, id))!;
      const change = { action: 'user.update', id: id, before: auditView(before), after: auditView(after) };
      await audit(tx, actor, clock.now(), change);
      return after;
    })
    .catch(rethrowEmailTaken);
}

/**
 * docs/product/access.md#recent-sign-in: giving someone an admin role, and changing one's own e-mail address (where the
 * password reset link goes), need a recent sign-in.
 */
function needsRecentSignIn(
  caller: SignedInUser,
  target: UserRow,
  body: UserEditBody,
  roleChanges: boolean,
  emailChanges: boolean,
): boolean {
  const becomesAdmin = roleChanges && body.role_id !== undefined && isAdminRole(body.role_id);
  return becomesAdmin || (emailChanges && target.id === caller.id);
}

/**
 * docs/product/http-contract.md#endpoints DELETE /users/delete/{id}: deactivates (docs/product/roles-and-access.md#deactivation: history stays, sessions end at once).
 * Nobody deactivates themselves or the last active SUPER_ADMIN (docs/product/roles-and-access.md#super-admin).
 */
export async function deactivateUser(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  const { db, clock } = deps;
  if (id === actor.caller.id) throw new Forbidden('errors:users.deactivate_self');
  const target = await loadTarget(db, actor.caller, id);
  if (!target.active) return;
  const now = clock.now();
  await db.transaction(async (tx) => {
    if (target.roleId === Role.SUPER_ADMIN) await assertAnotherActiveSuperAdmin(tx, target.id);
    await tx.update(users).set({ active: false, updatedAt: now }).where(eq(users.id, id));
    await cancelPasswordReset(tx, id);
    await endUserSessions(tx, id, now);
    const change = {
      action: 'user.deactivate',
      id,
      before: { status: 'active' },
      after: { status: 'inactive' },
    };
    await audit(tx, actor, now, change);
  });
}

/**
 * docs/product/http-contract.md#endpoints POST /users/{id}/password: a new password ends every session of that user
 * (docs/product/people-and-clients.md#passwords) but the caller's own, and another person's tokens, feed link and
 * pending two-factor sign-ins (docs/product/access.md#token-invalidation); one's own stay, as one's own session does.
 */
export async function setUserPassword(
  deps: AppDeps,
  actor: Actor,
  id: number,
  body: PasswordChangeBody,
): Promise<void> {
  const { db, clock } = deps;
  await loadTarget(db, actor.caller, id);
  assertNotCommonPassword(body.password);
  const now = clock.now();
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
    await cancelPasswordReset(tx, id);
    const ownSession = id === actor.caller.id ? actor.caller.sessionId : null;
    await endUserSessions(tx, id, now, ownSession === null ? {} : { except: ownSession });
    if (ownSession === null) await endStandingCredentials(tx, id, now);
    await audit(tx, actor, now, { action: 'user.set_password', id: id });
  });
}

/**
 * docs/product/access.md#two-factor: an admin turns off someone's second factor (a lost phone); only a SUPER_ADMIN a
 * SUPER_ADMIN's; another person's tokens and feed link go with it (docs/product/access.md#token-invalidation). Asking again when
 * it is off changes nothing and records nothing.
 */
export async function resetTwoFactor(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  const target = await loadTarget(deps.db, actor.caller, id);
  if (!target.totpEnabledAt && !target.totpPendingSecret) return;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await removeTwoFactor(tx, id, now);
    if (id !== actor.caller.id) await endStandingCredentials(tx, id, now);
    if (target.totpEnabledAt) await audit(tx, actor, now, { action: 'user.two_factor_reset', id });
  });
}

/** Every change to a person commits with its audit row (docs/product/reports.md#audit, #one-transaction). */
/**
 * A reset link asked for before dies with a new password, a new e-mail address or a deactivation
 * (docs/product/http-contract.md#secrets): it was sent to the old address, or for a password that is no longer the question.
 */
async function cancelPasswordReset(tx: Database, userId: number): Promise<void> {
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

/** The user an admin acts on; a SUPER_ADMIN only for a SUPER_ADMIN (docs/product/roles-and-access.md#super-admin). */
async function loadTarget(db: Database, caller: SignedInUser, id: number): Promise<UserRow> {
  const [target] = await db.select().from(users).where(eq(users.id, id));
  if (!target) throw new NotFound('errors:user_not_found');
  if (target.roleId === Role.SUPER_ADMIN) assertSuperAdmin(caller);
  return target;
}

function assertSuperAdmin(caller: SignedInUser): void {
  if (caller.roleId !== Role.SUPER_ADMIN) throw new SuperAdminsOnly();
}

/**
 * Call inside the transaction that demotes or deactivates: the rows of the active SUPER_ADMINs stay
 * locked until it ends, so two of them removing each other at once cannot leave none (docs/product/roles-and-access.md#super-admin).
 */
async function assertAnotherActiveSuperAdmin(tx: Database, exceptId: number): Promise<void> {
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, Role.SUPER_ADMIN), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for('update');
  if (!active.some((row) => row.id !== exceptId)) throw new LastSuperAdmin();
}

async function assertClientExists(db: Database, clientId: number): Promise<void> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new InvalidInput('errors:client_not_found', { client_id: ['errors:client_not_found'] });
}

/** docs/product/time-model.md#employment: the last day is not before the first, with the dates kept where the edit leaves them. */
function assertEmploymentInOrder(target: UserRow, body: UserEditBody): void {
  const start = body.start_date === undefined ? target.startDate : body.start_date;
  const end = body.end_date === undefined ? target.endDate : body.end_date;
  if (start && end && end < start) {
    throw new InvalidInput('validation:employment_end_before_start', {
      end_date: ['validation:employment_end_before_start'],
    });
  }
}

function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new EmailTaken();
  throw error;
}

/** What the audit trail keeps of a person: no secrets. */
function auditView(user: UserListItem) {
  const { clients: _clients, ...rest } = user;
  return rest;
}
