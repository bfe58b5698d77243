import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PGlite hands bytea back as Uint8Array, pg as Buffer; both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Secret of the anonymous share link (docs/product/roles-and-access.md#share-links); shown to admins only. */
  shareKey: text('share_key').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * 'Default', the calendar migration 0008 made for every existing holiday and person. Rows written without a
 * calendar land there; the server always names one (the chosen or the first).
 */
export const DEFAULT_CALENDAR_ID = 1;

/** Holiday calendars, one per location (docs/product/time-model.md#calendars). */
export const holidayCalendars = pgTable('holiday_calendars', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country'),
  region: text('region'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roleId: smallint('role_id').notNull(),
    active: boolean('active').notNull().default(true),
    level: text('level'),
    additionalRoles: text('additional_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    birthday: date('birthday', { mode: 'string' }),
    profilePictureFocalPoint: text('profile_picture_focal_point').notNull().default('50% 50%'),
    clientId: integer('client_id').references(() => clients.id),
    publicLogs: boolean('public_logs').notNull().default(false),
    /** Secret path segment of the personal iCalendar feed (docs/product/leave.md#calendar-feeds). */
    calendarToken: text('calendar_token').unique(),
    notificationsOff: text('notifications_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'en' or 'de' once the person chose; null lets their browser decide (docs/product/languages.md). */
    language: text('language'),
    /** docs/product/time-model.md#calendars: whose public holidays count for the person. */
    holidayCalendarId: integer('holiday_calendar_id')
      .notNull()
      .default(DEFAULT_CALENDAR_ID)
      .references(() => holidayCalendars.id),
    /** docs/product/time-model.md#employment. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** docs/product/access.md#two-factor: the TOTP secret once confirmed, and one waiting for its first code. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is good once (RFC 6238, section 5.2). */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('users_holiday_calendar_idx').on(table.holidayCalendarId),
    check('users_language_known', sql`${table.language} in ('en', 'de')`),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_role_active_idx').on(table.roleId, table.active),
    index('users_client_idx').on(table.clientId),
  ],
);

/** A person's week, valid from a date (docs/product/time-model.md#schedules). */
export const workSchedules = pgTable(
  'work_schedules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    /** Minutes per weekday, Monday first. */
    minutes: integer('minutes').array().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('work_schedules_user_from_unique').on(table.userId, table.fromDate),
    check('work_schedules_seven_days', sql`cardinality(${table.minutes}) = 7`),
  ],
);

/** Kept apart from users so that listing people never reads picture bytes. */
export const userPictures = pgTable('user_pictures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  content: bytea('content').notNull(),
  updatedAt: updatedAt(),
});

/** The user-client link (docs/product/people-and-clients.md#assignments; docs/product/people-and-clients.md#assignments). */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    hours: integer('hours').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
  },
  (table) => [
    index('assignments_user_idx').on(table.userId, table.fromDate),
    index('assignments_client_idx').on(table.clientId, table.fromDate),
  ],
);

export const workLogs = pgTable(
  'work_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    date: date('date', { mode: 'string' }).notNull(),
    durationMinutes: integer('duration').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A person's days in the order the month downloads page them (date, id: docs/product/reports.md#downloads), and
    // (with client and duration in the index) the /projects sums read from the index alone: 1.9 million logs for
    // 2,500 assignments in the benchmark's company (docs/decisions/0013-benchmark.md).
    index('work_logs_user_date_id_client_duration_idx').on(
      table.userId,
      table.date,
      table.id,
      table.clientId,
      table.durationMinutes,
    ),
    index('work_logs_client_date_idx').on(table.clientId, table.date),
    index('work_logs_date_idx').on(table.date),
  ],
);

export const homeOfficeDays = pgTable(
  'home_office_days',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (table) => [
    uniqueIndex('home_office_user_date_unique').on(table.userId, table.date),
    index('home_office_date_idx').on(table.date),
  ],
);

/**
 * Home-office days per person and month, kept by a trigger on home_office_days (migration 0006):
 * the home-office year reads 12 counts per person instead of every day (docs/reports-explain.md).
 */
export const homeOfficeMonthCounts = pgTable(
  'home_office_month_counts',
  {
    year: smallint('year').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    month: smallint('month').notNull(),
    days: integer('days').notNull(),
  },
  (table) => [primaryKey({ columns: [table.year, table.userId, table.month] })],
);

/**
 * Leave types of docs/product/leave.md#types, as data. The first start's five keep ids 0–4; new ones take the next
 * number of leave_types_code_seq (migration 0009).
 */
export const leaveTypes = pgTable('leave_types', {
  code: smallint('code')
    .primaryKey()
    .default(sql`nextval('leave_types_code_seq')`),
  /** The admin's name; null for a first-start type never renamed, which is named in the reader's language. */
  name: text('label'),
  usesAllowance: boolean('uses_balance').notNull(),
  color: text('color').notNull().default('#1565c0'),
  needsApproval: boolean('needs_approval').notNull().default(true),
  active: boolean('active').notNull().default(true),
  /** docs/product/leave.md#private-absences: colleagues see its requests as 'Absent', without the type. */
  private: boolean('private').notNull().default(false),
});

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: serial('id').primaryKey(),
    requestingId: integer('requesting_id')
      .notNull()
      .references(() => users.id),
    confirmingId: integer('confirming_id').references(() => users.id),
    type: smallint('type')
      .notNull()
      .references(() => leaveTypes.code),
    notes: text('notes').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    status: smallint('status').notNull().default(0),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => users.id),
    /** docs/product/time-model.md#half-days: 'afternoon' when the first day starts at noon. */
    fromHalf: text('from_half').notNull().default('full'),
    /** 'morning' when the last day ends at noon. */
    toHalf: text('to_half').notNull().default('full'),
    createdAt: createdAt(),
  },
  (table) => [
    check('leave_requests_from_half_known', sql`${table.fromHalf} in ('full', 'afternoon')`),
    check('leave_requests_to_half_known', sql`${table.toHalf} in ('full', 'morning')`),
    index('leave_requests_requesting_idx').on(table.requestingId, table.fromDate),
    index('leave_requests_status_idx').on(table.status, table.fromDate),
    // Range queries ask "ends on or after the start"; docs/reports-explain.md shows why this one helps.
    index('leave_requests_status_to_idx').on(table.status, table.toDate),
  ],
);

export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    calendarId: integer('calendar_id')
      .notNull()
      .default(DEFAULT_CALENDAR_ID)
      .references(() => holidayCalendars.id),
  },
  (table) => [
    uniqueIndex('public_holidays_calendar_date_unique').on(table.calendarId, table.date),
    index('public_holidays_date_idx').on(table.date),
  ],
);

/** Days-off allowance per user and year (docs/product/leave.md#allowances). */
export const allowances = pgTable(
  'allowances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    year: integer('year').notNull(),
    /** Whole or half days (docs/product/leave.md#pro-rata). */
    total: doublePrecision('total').notNull(),
  },
  (table) => [
    uniqueIndex('allowances_user_year_unique').on(table.userId, table.year),
    check('allowances_total_half_days', sql`${table.total} * 2 = trunc(${table.total} * 2)`),
  ],
);

export const skills = pgTable(
  'skills',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('skills_name_lower_unique').on(sql`lower(${table.name})`)],
);

export const userSkills = pgTable(
  'user_skills',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.skillId] }), index('user_skills_skill_idx').on(table.skillId)],
);

/**
 * Uploaded bytes, written chunk by chunk while the upload arrives so that memory stays flat
 * (docs/decisions/0012). A file is unclaimed until the record that owns it commits; unclaimed files
 * are removed when their upload fails, or swept later if the process died mid-upload.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    index('stored_files_unclaimed_idx')
      .on(table.createdAt)
      .where(sql`${table.claimedAt} IS NULL`),
  ],
);

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.seq] })],
);

export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  type: smallint('type').notNull(),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  fileId: integer('file_id')
    .notNull()
    .unique()
    .references(() => storedFiles.id),
  uploadedById: integer('uploaded_by_id').references(() => users.id),
  createdAt: createdAt(),
});

/** Revocable sessions (docs/product/people-and-clients.md#sessions); only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When the session last proved its password or code: its sign-in, or POST /user/reauth
     * (docs/product/access.md#recent-sign-in). Null for sessions older than the column: they confirm again.
     */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** One pending reset per user (docs/product/people-and-clients.md#password-reset: a new request replaces the old one). */
export const passwordResets = pgTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Append-only audit trail (docs/product/reports.md#audit). */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    /** Set when the change came through a personal API token (docs/product/access.md#api-tokens). */
    viaTokenId: integer('via_token_id').references(() => apiTokens.id),
  },
  (table) => [
    index('audit_at_idx').on(table.at),
    index('audit_actor_idx').on(table.actorId, table.at),
    index('audit_action_idx').on(table.action, table.at),
  ],
);

/** Outgoing e-mail kept in the database so that sending never blocks a request (docs/product/leave.md#notifications). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.sentAt, table.nextAttemptAt)],
);

/**
 * docs/product/jobs.md: one row per run of a scheduled job, keyed by the moment it was due, so that of several server
 * processes only the one whose insert succeeds runs it.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'ok' or 'failed'; null while running. */
    outcome: text('outcome'),
    /** What the run did ("3 e-mails queued") or why it failed. */
    detail: text('detail'),
  },
  (table) => [primaryKey({ columns: [table.job, table.dueAt] })],
);

/** A notice sent once per person and period (docs/product/leave.md#expiry-notice: once per person and year). */
export const noticesSent = pgTable(
  'notices_sent',
  {
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    period: text('period').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.userId, table.period] })],
);

/**
 * docs/product/closing.md#timesheets: a person's month once it has left 'open' (no row is an open month). A reopened
 * month keeps its row with status 'open' and the admin's comment.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** "YYYY-MM". */
    month: text('month').notNull(),
    status: text('status').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.month] }),
    // The Timesheets overview reads one month for everyone.
    index('timesheets_month_idx').on(table.month, table.status),
    check('timesheets_status_known', sql`${table.status} in ('open', 'submitted', 'approved')`),
  ],
);

/**
 * docs/product/closing.md#client-sign-off: a client's decision on a month; no row is a pending month. An admin's
 * reopening deletes the row (the audit trail keeps it).
 */
export const clientSignoffs = pgTable(
  'client_signoffs',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** "YYYY-MM". */
    month: text('month').notNull(),
    status: text('status').notNull(),
    /** The CLIENT user who decided; null through the share link. */
    byUserId: integer('by_user_id').references(() => users.id),
    /** Who decided, as shown: the CLIENT user's name or the name given with the share link. */
    byName: text('by_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    comment: text('comment'),
    /** Queries sent through sign-off links since the month was last reopened (docs/product/closing.md#signoff-links). */
    linkQueries: integer('link_queries').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.month] }),
    index('client_signoffs_month_idx').on(table.month),
    check('client_signoffs_status_known', sql`${table.status} in ('approved', 'queried')`),
  ],
);

/**
 * docs/product/closing.md#signoff-links: a link an admin e-mailed to a client's contact, that signs one month of that
 * client once within 14 days. Only the hash of its token is kept.
 */
export const signoffRequests = pgTable(
  'signoff_requests',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** "YYYY-MM". */
    month: text('month').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('signoff_requests_month_idx').on(table.month, table.clientId)],
);

/** An OpenID Connect sign-in under way: its PKCE verifier and nonce, found again by the state. */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Ten single-use codes per person, stored hashed (docs/product/access.md#two-factor). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_unique').on(table.userId, table.codeHash)],
);

/** The second step of a sign-in: a password was right, a code is still owed (docs/product/access.md#two-factor). */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('login_challenges_user_idx').on(table.userId)],
);

/** Personal API tokens: a named, expiring Bearer that acts as its owner (docs/product/access.md#api-tokens). */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_tokens_user_idx').on(table.userId)],
);
