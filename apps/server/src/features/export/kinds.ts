import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  allowances,
  apiTokens,
  assignments,
  auditEntries,
  clients,
  clientSignoffs,
  documents,
  holidayCalendars,
  homeOfficeDays,
  leaveRequests,
  leaveTypes,
  publicHolidays,
  settings,
  skills,
  timesheets,
  users,
  userSkills,
  workLogs,
  workSchedules,
} from '../../platform/db/schema.js';
import { CHOSEN_SETTING_KEYS } from '../../platform/settings.js';

/**
 * One CSV of the full export (docs/product/access.md#export): its columns by header, read in the order of the table's
 * primary key (`key`, headers of `columns`), `BATCH` rows a query.
 *
 * The columns are named one by one, never a whole row: a column added to the schema later stays out of the export
 * until it is added here, so that a secret (a password hash, a token's hash, a TOTP secret, a share key, a calendar
 * token) can only get in by being written into this file.
 */
export interface ExportedKind {
  file: string;
  table: PgTable;
  columns: Record<string, PgColumn | SQL>;
  key: readonly string[];
  where?: SQL;
}

/** A jsonb value as PostgreSQL writes it: JSON text, strings quoted. */
const asJson = (column: PgColumn) => sql<string | null>`${column}::text`;

const weekday = (day: number) => sql<number>`${workSchedules.minutes}[${sql.raw(String(day))}]`;

/** The export's files in the order they appear in the zip. What is left out, and why, is listed after. */
export const EXPORTED_KINDS: readonly ExportedKind[] = [
  {
    file: 'people.csv',
    table: users,
    key: ['id'],
    columns: {
      id: users.id,
      name: users.name,
      email: users.email,
      role_id: users.roleId,
      active: users.active,
      level: users.level,
      additional_roles: users.additionalRoles,
      birthday: users.birthday,
      client_id: users.clientId,
      public_logs: users.publicLogs,
      language: users.language,
      holiday_calendar_id: users.holidayCalendarId,
      start_date: users.startDate,
      end_date: users.endDate,
      notifications_off: users.notificationsOff,
      two_factor_enabled_at: users.totpEnabledAt,
      created_at: users.createdAt,
      updated_at: users.updatedAt,
    },
  },
  {
    file: 'clients.csv',
    table: clients,
    key: ['id'],
    columns: { id: clients.id, name: clients.name, created_at: clients.createdAt },
  },
  {
    file: 'holiday_calendars.csv',
    table: holidayCalendars,
    key: ['id'],
    columns: {
      id: holidayCalendars.id,
      name: holidayCalendars.name,
      country: holidayCalendars.country,
      region: holidayCalendars.region,
      created_at: holidayCalendars.createdAt,
    },
  },
  {
    file: 'public_holidays.csv',
    table: publicHolidays,
    key: ['id'],
    columns: {
      id: publicHolidays.id,
      calendar_id: publicHolidays.calendarId,
      date: publicHolidays.date,
      title: publicHolidays.title,
    },
  },
  {
    file: 'schedules.csv',
    table: workSchedules,
    key: ['id'],
    columns: {
      id: workSchedules.id,
      user_id: workSchedules.userId,
      from_date: workSchedules.fromDate,
      monday_minutes: weekday(1),
      tuesday_minutes: weekday(2),
      wednesday_minutes: weekday(3),
      thursday_minutes: weekday(4),
      friday_minutes: weekday(5),
      saturday_minutes: weekday(6),
      sunday_minutes: weekday(7),
      created_at: workSchedules.createdAt,
    },
  },
  {
    file: 'assignments.csv',
    table: assignments,
    key: ['id'],
    columns: {
      id: assignments.id,
      user_id: assignments.userId,
      client_id: assignments.clientId,
      hours: assignments.hours,
      from_date: assignments.fromDate,
      to_date: assignments.toDate,
    },
  },
  {
    file: 'work_logs.csv',
    table: workLogs,
    key: ['id'],
    columns: {
      id: workLogs.id,
      user_id: workLogs.userId,
      client_id: workLogs.clientId,
      date: workLogs.date,
      minutes: workLogs.durationMinutes,
      description: workLogs.description,
      created_at: workLogs.createdAt,
      updated_at: workLogs.updatedAt,
    },
  },
  {
    file: 'home_office_days.csv',
    table: homeOfficeDays,
    key: ['id'],
    columns: { id: homeOfficeDays.id, user_id: homeOfficeDays.userId, date: homeOfficeDays.date },
  },
  {
    file: 'leave_types.csv',
    table: leaveTypes,
    key: ['code'],
    columns: {
      code: leaveTypes.code,
      name: leaveTypes.name,
      uses_allowance: leaveTypes.usesAllowance,
      needs_approval: leaveTypes.needsApproval,
      color: leaveTypes.color,
      active: leaveTypes.active,
      private: leaveTypes.private,
    },
  },
  {
    file: 'leave_requests.csv',
    table: leaveRequests,
    key: ['id'],
    columns: {
      id: leaveRequests.id,
      requesting_id: leaveRequests.requestingId,
      type: leaveRequests.type,
      status: leaveRequests.status,
      from_date: leaveRequests.fromDate,
      from_half: leaveRequests.fromHalf,
      to_date: leaveRequests.toDate,
      to_half: leaveRequests.toHalf,
      notes: leaveRequests.notes,
      confirming_id: leaveRequests.confirmingId,
      decided_by_id: leaveRequests.decidedById,
      decided_at: leaveRequests.decidedAt,
      created_by_id: leaveRequests.createdById,
      created_at: leaveRequests.createdAt,
    },
  },
  {
    file: 'allowances.csv',
    table: allowances,
    key: ['id'],
    columns: { id: allowances.id, user_id: allowances.userId, year: allowances.year, total: allowances.total },
  },
  {
    file: 'skills.csv',
    table: skills,
    key: ['id'],
    columns: { id: skills.id, name: skills.name },
  },
  {
    file: 'person_skills.csv',
    table: userSkills,
    key: ['user_id', 'skill_id'],
    columns: { user_id: userSkills.userId, skill_id: userSkills.skillId },
  },
  {
    file: 'documents.csv',
    table: documents,
    key: ['id'],
    columns: {
      id: documents.id,
      title: documents.title,
      description: documents.description,
      type: documents.type,
      file_name: documents.fileName,
      size_bytes: documents.sizeBytes,
      uploaded_by_id: documents.uploadedById,
      created_at: documents.createdAt,
    },
  },
  {
    file: 'timesheets.csv',
    table: timesheets,
    key: ['user_id', 'month'],
    columns: {
      user_id: timesheets.userId,
      month: timesheets.month,
      status: timesheets.status,
      submitted_at: timesheets.submittedAt,
      decided_by: timesheets.decidedBy,
      decided_at: timesheets.decidedAt,
      comment: timesheets.comment,
    },
  },
  {
    file: 'client_signoffs.csv',
    table: clientSignoffs,
    key: ['client_id', 'month'],
    columns: {
      client_id: clientSignoffs.clientId,
      month: clientSignoffs.month,
      status: clientSignoffs.status,
      by_user_id: clientSignoffs.byUserId,
      by_name: clientSignoffs.byName,
      at: clientSignoffs.at,
      comment: clientSignoffs.comment,
    },
  },
  {
    file: 'settings.csv',
    table: settings,
    key: ['key'],
    columns: { key: settings.key, value: asJson(settings.value) },
    where: inArray(settings.key, [...CHOSEN_SETTING_KEYS]),
  },
  {
    file: 'api_tokens.csv',
    table: apiTokens,
    key: ['id'],
    columns: {
      id: apiTokens.id,
      user_id: apiTokens.userId,
      name: apiTokens.name,
      created_at: apiTokens.createdAt,
      expires_at: apiTokens.expiresAt,
      last_used_at: apiTokens.lastUsedAt,
      revoked_at: apiTokens.revokedAt,
    },
  },
  {
    file: 'audit_trail.csv',
    table: auditEntries,
    key: ['id'],
    columns: {
      id: auditEntries.id,
      at: auditEntries.at,
      actor_id: auditEntries.actorId,
      action: auditEntries.action,
      target_type: auditEntries.targetType,
      target_id: auditEntries.targetId,
      before: asJson(auditEntries.before),
      after: asJson(auditEntries.after),
      ip: auditEntries.ip,
      via_token_id: auditEntries.viaTokenId,
    },
  },
];

/*
 * Left out (docs/product/access.md#export): sessions, password_resets, oidc_logins, recovery_codes, login_challenges
 * (secrets and sign-ins under way); mail_outbox (its e-mails carry reset links); user_pictures, stored_files and
 * stored_file_chunks (bytes: pictures and the documents' PDFs); home_office_month_counts (counted from
 * home_office_days); job_runs and notices_sent (the server's own bookkeeping); signoff_requests (links; each
 * request is in the audit trail, docs/product/closing.md#signoff-links).
 */
