import 'dotenv/config';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, asc, count, eq, ne, notInArray, sql } from 'drizzle-orm';
import {
  addDays,
  dayTarget,
  eachDay,
  leaveShare,
  LeaveStatus,
  LeaveType,
  localIsoDate,
  NO_NOTES,
  plannedDay,
  proRataAllowance,
  Role,
  weekStart,
  WORKDAY_MINUTES,
  type Employment,
  type IsoDate,
  type LeaveSpan,
  type PersonTime,
  type Schedule,
  type RoleId,
} from '@portal/shared';
import { prepareDatabase } from './bootstrap/first-start.js';
import { hashPassword } from './platform/auth/passwords.js';
import { loadConfig, type Config } from './platform/config.js';
import { openDatabase, type Database } from './platform/db/index.js';
import { seedMonthClose } from './seed-demo-month-close.js';
import {
  firstCalendarHolidays,
  LISBON,
  lisbonHolidays,
  seedSkillsAndDocuments,
  type DemoHoliday,
} from './seed-demo-library.js';
import {
  allowances,
  assignments,
  clients,
  holidayCalendars,
  homeOfficeDays,
  leaveRequests,
  leaveTypes,
  settings,
  publicHolidays,
  users,
  workLogs,
  workSchedules,
} from './platform/db/schema.js';

/** Every demo account signs in with this password (docs/development.md#demo-data). */
export const DEMO_PASSWORD = 'Demo-Portal-2026';

const DEMO_CLIENTS = ['Northwind Traders', 'Globex Corporation', 'Initech', 'Umbrella Health'] as const;

interface DemoPerson {
  name: string;
  email: string;
  roleId: RoleId;
  level?: string;
  additionalRoles?: string[];
  birthday?: string;
  client?: (typeof DEMO_CLIENTS)[number];
  /** A former employee: cannot sign in, history kept (docs/product/roles-and-access.md#deactivation). */
  active?: boolean;
  assignments?: { client: (typeof DEMO_CLIENTS)[number]; hours: number; from: string; to?: string }[];
  /** docs/product/time-model.md#calendars: the second location's calendar; everyone else is in the first one. */
  inLisbon?: boolean;
  /** docs/product/time-model.md#schedules: a week of its own (minutes, Monday first), from the Monday that many weeks ago. */
  schedule?: { minutes: number[]; fromWeeksAgo: number };
  /** docs/product/time-model.md#employment: joined on the Monday that many weeks ago. */
  joinedWeeksAgo?: number;
  /** docs/product/time-model.md#employment: leaves on the Friday that many weeks on. */
  leavesInWeeks?: number;
}

const DEMO_PEOPLE: DemoPerson[] = [
  {
    name: 'Ada Admin',
    email: 'ada.admin@example.com',
    roleId: Role.ADMIN,
    level: 'Principal',
    additionalRoles: ['delivery_owner'],
    birthday: '1984-03-12',
  },
  {
    name: 'Ben Fischer',
    email: 'ben.fischer@example.com',
    roleId: Role.USER,
    level: 'Senior L2',
    additionalRoles: ['technology_owner'],
    birthday: '1990-07-01',
    assignments: [
      { client: 'Northwind Traders', hours: 32, from: '2026-01-01' },
      { client: 'Initech', hours: 8, from: '2026-06-01' },
    ],
  },
  {
    name: 'Carla Gomez',
    email: 'carla.gomez@example.com',
    roleId: Role.USER,
    level: 'Mid L2',
    birthday: '1993-11-23',
    assignments: [{ client: 'Globex Corporation', hours: 40, from: '2026-02-01' }],
  },
  {
    name: 'Deniz Kaya',
    email: 'deniz.kaya@example.com',
    roleId: Role.USER,
    level: 'Junior L1',
    additionalRoles: ['onboarding'],
    birthday: '1999-05-04',
    assignments: [{ client: 'Umbrella Health', hours: 40, from: '2026-03-15', to: '2026-12-31' }],
  },
  {
    name: 'Emil Novak',
    email: 'emil.novak@example.com',
    roleId: Role.USER,
    level: 'Internship',
    birthday: '2002-01-19',
    assignments: [{ client: 'Northwind Traders', hours: 20, from: '2026-09-01' }],
  },
  {
    name: 'Fatima Rahman',
    email: 'fatima.rahman@example.com',
    roleId: Role.USER,
    level: 'Architect',
    additionalRoles: ['client_owner'],
    birthday: '1981-09-30',
    assignments: [
      { client: 'Globex Corporation', hours: 16, from: '2026-01-01' },
      { client: 'Initech', hours: 24, from: '2026-01-01' },
    ],
  },
  {
    name: 'Hana Sato',
    email: 'hana.sato@example.com',
    roleId: Role.USER,
    level: 'Junior L2',
    birthday: '2000-08-14',
    assignments: [{ client: 'Umbrella Health', hours: 24, from: '2026-04-01' }],
  },
  {
    name: 'Ivan Petrov',
    email: 'ivan.petrov@example.com',
    roleId: Role.USER,
    level: 'Junior L3',
    birthday: '1997-02-27',
    assignments: [{ client: 'Globex Corporation', hours: 40, from: '2026-01-15' }],
    leavesInWeeks: 6,
  },
  {
    name: 'Julia Costa',
    email: 'julia.costa@example.com',
    roleId: Role.USER,
    level: 'Mid L3',
    birthday: '1992-12-05',
    assignments: [{ client: 'Initech', hours: 32, from: '2026-02-01' }],
  },
  {
    name: 'Karim Haddad',
    email: 'karim.haddad@example.com',
    roleId: Role.USER,
    level: 'Senior L1',
    additionalRoles: ['onboarding'],
    birthday: '1988-06-21',
    assignments: [{ client: 'Northwind Traders', hours: 40, from: '2026-01-01' }],
  },
  {
    name: 'Lena Berg',
    email: 'lena.berg@example.com',
    roleId: Role.USER,
    level: 'Senior L3',
    additionalRoles: ['technology_owner', 'client_owner'],
    birthday: '1986-10-09',
    assignments: [
      { client: 'Umbrella Health', hours: 16, from: '2026-03-01' },
      { client: 'Globex Corporation', hours: 24, from: '2026-03-01' },
    ],
  },
  {
    name: 'Marta Silva',
    email: 'marta.silva@example.com',
    roleId: Role.USER,
    level: 'Mid L1',
    birthday: '1991-04-17',
    inLisbon: true,
    assignments: [
      { client: 'Initech', hours: 24, from: '2025-01-01' },
      { client: 'Umbrella Health', hours: 16, from: '2025-01-01' },
    ],
  },
  {
    name: 'Paul Weber',
    email: 'paul.weber@example.com',
    roleId: Role.USER,
    level: 'Senior L1',
    birthday: '1983-08-02',
    schedule: { minutes: [360, 360, 360, 360, 0, 0, 0], fromWeeksAgo: 26 },
    assignments: [{ client: 'Northwind Traders', hours: 24, from: '2025-01-01' }],
  },
  {
    name: 'Olga Meyer',
    email: 'olga.meyer@example.com',
    roleId: Role.USER,
    level: 'Junior L1',
    birthday: '2001-03-09',
    joinedWeeksAgo: 6,
    assignments: [{ client: 'Globex Corporation', hours: 40, from: '2025-01-01' }],
  },
  {
    name: 'Gregor Alt',
    email: 'gregor.alt@example.com',
    roleId: Role.USER,
    level: 'Mid L1',
    active: false,
    assignments: [{ client: 'Initech', hours: 40, from: '2025-01-01', to: '2025-12-31' }],
  },
  { name: 'Nora Lind', email: 'nora.lind@northwind.example', roleId: Role.CLIENT, client: 'Northwind Traders' },
];

const TASKS = [
  'Code review of the checkout flow',
  'Sprint planning with the client team',
  'Fixed flaky integration tests in the payment service',
  'Pairing on the reporting API; agreed on pagination and filters for the monthly export',
  'Database migration for the new invoice fields',
  'Daily stand-up and backlog grooming',
  'Investigated slow dashboard queries and added the missing index on orders(created_at)',
  'Wrote the onboarding guide for the mobile app repository',
  'Release preparation: changelog, smoke tests, deployment to staging',
  'Accessibility fixes on the sign-up form (labels, focus order, contrast)',
  'Customer workshop: requirements for the warehouse integration, including the open questions about returns, partial deliveries and the nightly stock synchronisation',
] as const;

/** A small deterministic generator, so that every demo database looks the same for the same day. */
function pseudoRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface DemoAssignment {
  clientId: number;
  from: string;
  to: string | null;
}

/**
 * About three months of working days up to yesterday, over the running assignments: each day's target
 * (docs/product/time-model.md#target: the person's schedule, calendar, employment and approved leave). An
 * eight-hour day varies by half an hour either way; a shorter target (a part-timer's day, half a day of leave)
 * is logged exactly, so that such a week reads 'All hours entered correctly.'.
 */
function demoWorkDays(
  userId: number,
  running: DemoAssignment[],
  person: PersonTime,
  leave: LeaveSpan[],
  today: IsoDate,
) {
  const random = pseudoRandom(userId * 7_919);
  const logs: (typeof workLogs.$inferInsert)[] = [];
  const homeOffice: (typeof homeOfficeDays.$inferInsert)[] = [];
  for (const date of eachDay(addDays(today, -91), addDays(today, -1))) {
    const target = dayTarget(plannedDay(person, date, Math.max(0, ...leave.map((span) => leaveShare(span, date)))));
    if (target === 0) continue;
    const clientsThatDay = running.filter((a) => a.from <= date && (a.to === null || a.to >= date));
    if (clientsThatDay.length === 0) continue;
    const variation = [-30, 0, 0, 0, 30][Math.floor(random() * 5)]!;
    const dayMinutes = target === WORKDAY_MINUTES ? target + variation : target;
    const parts = Math.min(clientsThatDay.length + Math.floor(random() * 2), 3);
    let left = dayMinutes;
    for (let part = 0; part < parts; part += 1) {
      const minutes = part === parts - 1 ? left : Math.round(dayMinutes / parts / 30) * 30;
      left -= minutes;
      logs.push({
        userId,
        clientId: clientsThatDay[part % clientsThatDay.length]!.clientId,
        date,
        durationMinutes: minutes,
        description: TASKS[Math.floor(random() * TASKS.length)]!,
      });
    }
    if (random() < 0.4) homeOffice.push({ userId, date });
  }
  return { logs, homeOffice };
}

interface DemoLeave extends LeaveSpan {
  email: string;
  type: number;
  status: number;
}

/** docs/product/leave.md#types: the demo company's own type, neither charged nor approved by anyone. */
export const DEMO_TRAINING = {
  name: 'Training',
  color: '#00695c',
  usesAllowance: false,
  needsApproval: false,
} as const;
/** docs/product/leave.md#carry-over: the demo's leftover days count until 31 March. */
export const DEMO_CARRY_OVER_UNTIL = '03-31';

/** Leave in every status, half days among them (docs/product/time-model.md#half-days). */
function demoLeave(today: IsoDate, training: number): DemoLeave[] {
  const monday = weekStart(today);
  const lisbonHolidayWeek = weekStart(`${today.slice(0, 4)}-12-08`);
  const { ANNUAL, SICK, PAID } = LeaveType;
  const year = today.slice(0, 4);
  const { PENDING, APPROVED, DECLINED } = LeaveStatus;
  const request = (
    email: string,
    type: number,
    from_date: IsoDate,
    to_date: IsoDate,
    status: number,
    halves: Pick<LeaveSpan, 'from_half' | 'to_half'> = {},
  ): DemoLeave => ({ email, type, from_date, to_date, status, ...halves });
  return [
    request('ben.fischer@example.com', ANNUAL, addDays(today, -40), addDays(today, -36), APPROVED),
    request('ben.fischer@example.com', ANNUAL, addDays(today, 24), addDays(today, 28), PENDING),
    request('carla.gomez@example.com', SICK, addDays(today, -9), addDays(today, -8), APPROVED),
    request('carla.gomez@example.com', ANNUAL, addDays(today, 10), addDays(today, 14), DECLINED),
    request('deniz.kaya@example.com', ANNUAL, addDays(today, 31), addDays(today, 35), PENDING),
    request('fatima.rahman@example.com', PAID, addDays(today, 3), addDays(today, 3), APPROVED),
    request('karim.haddad@example.com', ANNUAL, addDays(today, 24), addDays(today, 27), PENDING),
    // Last week's Friday afternoon, and three weeks on a leave that ends at noon on the Wednesday.
    request('julia.costa@example.com', ANNUAL, addDays(monday, -3), addDays(monday, -3), APPROVED, {
      from_half: 'afternoon',
    }),
    request('hana.sato@example.com', ANNUAL, addDays(monday, 21), addDays(monday, 23), PENDING, { to_half: 'morning' }),
    // docs/product/time-model.md#working-days: a week off is 4 days for the part-timer; Lisbon's 8 December is not charged.
    request('paul.weber@example.com', ANNUAL, addDays(monday, -35), addDays(monday, -31), APPROVED),
    request('marta.silva@example.com', ANNUAL, lisbonHolidayWeek, addDays(lisbonHolidayWeek, 4), APPROVED),
    // docs/product/leave.md#carry-over: two of Ben's three days from last year used in February, one expired.
    request('ben.fischer@example.com', ANNUAL, `${year}-02-16`, `${year}-02-17`, APPROVED),
    // docs/product/leave.md#no-approval: Training is approved as it is asked for, and charges nothing.
    request('deniz.kaya@example.com', training, addDays(monday, 14), addDays(monday, 15), APPROVED),
  ];
}

interface DemoCalendar {
  id: number;
  holidays: Set<IsoDate>;
}

/**
 * The portal's first calendar and Lisbon's (docs/product/time-model.md#calendars), each with its public holidays
 * of last, this and next year. The first calendar keeps its name: the demo may join a real portal (--force).
 */
async function seedCalendars(db: Database, today: IsoDate): Promise<{ first: DemoCalendar; lisbon: DemoCalendar }> {
  const year = Number(today.slice(0, 4));
  const years = [year - 1, year, year + 1];
  const [first] = await db
    .select({ id: holidayCalendars.id })
    .from(holidayCalendars)
    .orderBy(asc(holidayCalendars.id))
    .limit(1);
  const [existing] = await db
    .select({ id: holidayCalendars.id })
    .from(holidayCalendars)
    .where(eq(holidayCalendars.name, LISBON.name));
  const lisbon =
    existing ?? (await db.insert(holidayCalendars).values(LISBON).returning({ id: holidayCalendars.id }))[0];
  const fill = async (calendarId: number, holidays: DemoHoliday[]): Promise<DemoCalendar> => {
    await db
      .insert(publicHolidays)
      .values(holidays.map((holiday) => ({ ...holiday, calendarId })))
      .onConflictDoNothing();
    return { id: calendarId, holidays: new Set(holidays.map((holiday) => holiday.date)) };
  };
  return {
    first: await fill(first!.id, years.flatMap(firstCalendarHolidays)),
    lisbon: await fill(lisbon!.id, years.flatMap(lisbonHolidays)),
  };
}

/** docs/product/time-model.md#employment, relative to today's week. */
function employmentOf(person: DemoPerson, today: IsoDate): Employment {
  const monday = weekStart(today);
  return {
    start_date: person.joinedWeeksAgo === undefined ? null : addDays(monday, -7 * person.joinedWeeksAgo),
    end_date: person.leavesInWeeks === undefined ? null : addDays(monday, 7 * person.leavesInWeeks + 4),
  };
}

/** An assignment runs while the person is employed: from their first day, to their last. */
function withinEmployment(assignment: { from: IsoDate; to?: IsoDate }, employment: Employment) {
  const { start_date: start, end_date: end } = employment;
  const to = assignment.to ?? null;
  return {
    from: start && start > assignment.from ? start : assignment.from,
    to: end && (to === null || end < to) ? end : to,
  };
}

/** Loads a small demo company into an empty or already seeded database (idempotent). */
export async function seedDemo(db: Database, today: IsoDate = localIsoDate(new Date())): Promise<{ created: boolean }> {
  const [marker] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PEOPLE[0]!.email));
  if (marker) return { created: false };

  const clientIds = new Map<string, number>();
  for (const name of DEMO_CLIENTS) {
    const [row] = await db
      .insert(clients)
      .values({ name, shareKey: randomBytes(18).toString('base64url') })
      .returning({ id: clients.id });
    clientIds.set(name, row!.id);
  }
  const calendars = await seedCalendars(db, today);
  const training = await seedTrainingType(db);
  const leave = demoLeave(today, training);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const person of DEMO_PEOPLE) {
    await seedPerson(db, person, { today, clientIds, calendars, leave, passwordHash });
  }
  await seedLeave(db, today, leave, training);
  await seedLeavePolicy(db, today, calendars.first);
  await seedMonthClose(
    db,
    today,
    DEMO_PEOPLE.map((person) => person.email),
  );
  await seedSkillsAndDocuments(db);
  return { created: true };
}

interface DemoContext {
  today: IsoDate;
  clientIds: Map<string, number>;
  calendars: { first: DemoCalendar; lisbon: DemoCalendar };
  leave: DemoLeave[];
  passwordHash: string;
}

/** One person with their calendar, schedule, employment, assignments and the work of the last three months. */
async function seedPerson(db: Database, person: DemoPerson, context: DemoContext): Promise<void> {
  const { today, clientIds } = context;
  const calendar = person.inLisbon ? context.calendars.lisbon : context.calendars.first;
  const employment = employmentOf(person, today);
  const [row] = await db
    .insert(users)
    .values({
      name: person.name,
      email: person.email,
      passwordHash: context.passwordHash,
      roleId: person.roleId,
      active: person.active ?? true,
      level: person.level ?? null,
      additionalRoles: person.additionalRoles ?? [],
      birthday: person.birthday ?? null,
      clientId: person.client ? clientIds.get(person.client)! : null,
      publicLogs: person.roleId === Role.USER,
      holidayCalendarId: calendar.id,
      startDate: employment.start_date,
      endDate: employment.end_date,
    })
    .returning({ id: users.id });
  const userId = row!.id;
  const schedules: Schedule[] = [];
  if (person.schedule) {
    const fromDate = addDays(weekStart(today), -7 * person.schedule.fromWeeksAgo);
    await db.insert(workSchedules).values({ userId, fromDate, minutes: person.schedule.minutes });
    schedules.push({ from_date: fromDate, minutes: person.schedule.minutes });
  }
  const running: DemoAssignment[] = [];
  for (const assignment of person.assignments ?? []) {
    const clientId = clientIds.get(assignment.client)!;
    const { from, to } = withinEmployment(assignment, employment);
    await db.insert(assignments).values({ userId, clientId, hours: assignment.hours, fromDate: from, toDate: to });
    running.push({ clientId, from, to });
  }
  const time: PersonTime = { schedules, publicHolidays: calendar.holidays, employment };
  const approved = context.leave.filter((r) => r.email === person.email && r.status === LeaveStatus.APPROVED);
  const { logs, homeOffice } = demoWorkDays(userId, running, time, approved, today);
  if (logs.length > 0) await db.insert(workLogs).values(logs);
  if (homeOffice.length > 0) await db.insert(homeOfficeDays).values(homeOffice);
}

/** Allowances for three years and the demo's leave requests. */
async function seedLeave(db: Database, today: IsoDate, leave: DemoLeave[], training: number): Promise<void> {
  const year = Number(today.slice(0, 4));
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(ne(users.roleId, Role.CLIENT));
  await db
    .insert(allowances)
    .values(
      people.flatMap((person) =>
        [year - 1, year, year + 1].map((y) => ({ userId: person.id, year: y, total: y === year - 1 ? 3 : 25 })),
      ),
    )
    .onConflictDoNothing();
  const byEmail = new Map(people.map((person) => [person.email, person.id]));
  const [approver] = await db.select({ id: users.id }).from(users).where(eq(users.roleId, Role.SUPER_ADMIN)).limit(1);
  await db.insert(leaveRequests).values(
    leave.map((request) => ({
      requestingId: byEmail.get(request.email)!,
      confirmingId: approver?.id ?? null,
      type: request.type,
      notes: NO_NOTES,
      fromDate: request.from_date,
      toDate: request.to_date,
      fromHalf: request.from_half ?? 'full',
      toHalf: request.to_half ?? 'full',
      status: request.status,
      decidedById: request.status === LeaveStatus.PENDING || request.type === training ? null : (approver?.id ?? null),
      decidedAt: request.status === LeaveStatus.PENDING ? null : new Date(),
    })),
  );
}

/** The demo's Training type, or the one of that name a portal already has (--force); its id from the sequence. */
async function seedTrainingType(db: Database): Promise<number> {
  const [existing] = await db
    .select({ id: leaveTypes.code })
    .from(leaveTypes)
    .where(eq(leaveTypes.name, DEMO_TRAINING.name));
  if (existing) return existing.id;
  const [created] = await db.insert(leaveTypes).values(DEMO_TRAINING).returning({ id: leaveTypes.code });
  return created!.id;
}

/**
 * docs/product/leave.md#policy: the demo's leave policy. Leftover days expire after 31 March, and the newcomer's
 * allowance for this year is the pro rata suggestion (docs/product/leave.md#pro-rata) of the others' 25 days.
 */
async function seedLeavePolicy(db: Database, today: IsoDate, calendar: DemoCalendar): Promise<void> {
  await db.insert(settings).values({ key: 'carry_over_until', value: DEMO_CARRY_OVER_UNTIL }).onConflictDoNothing();
  const newcomer = DEMO_PEOPLE.find((person) => person.joinedWeeksAgo !== undefined)!;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, newcomer.email));
  const year = Number(today.slice(0, 4));
  const time: PersonTime = {
    schedules: [],
    publicHolidays: calendar.holidays,
    employment: employmentOf(newcomer, today),
  };
  const { suggested } = proRataAllowance(25, year, time);
  await db
    .update(allowances)
    .set({ total: suggested })
    .where(and(eq(allowances.userId, row!.id), eq(allowances.year, year)));
}

/**
 * How many people the database holds besides the first SUPER_ADMIN and the demo company's
 * accounts: people of a real portal, which the demo must not be mixed into (docs/product/README.md#first-start).
 */
export async function peopleOutsideTheDemo(db: Database): Promise<number> {
  const [firstSuperAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.roleId, Role.SUPER_ADMIN))
    .orderBy(asc(users.id))
    .limit(1);
  const demoEmails = DEMO_PEOPLE.map((person) => person.email.toLowerCase());
  const [others] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        notInArray(sql`lower(${users.email})`, demoEmails),
        firstSuperAdmin ? ne(users.id, firstSuperAdmin.id) : undefined,
      ),
    );
  return others?.n ?? 0;
}

const refusal = (others: number) =>
  `This database holds ${others} ${others === 1 ? 'person' : 'people'} besides the first super administrator ` +
  'and the demo company, so it looks like a real portal: nothing was changed. To load the demo company ' +
  'into it all the same, run: npm run seed:demo -- --force\n';

interface Output {
  write(text: string): unknown;
}

/** `npm run seed:demo [-- --force]`, given its arguments; answers the exit code. */
export async function seedDemoCommand(
  db: Database,
  config: Config,
  args: string[],
  output: { out: Output; err: Output },
): Promise<number> {
  const { values } = parseArgs({ args, options: { force: { type: 'boolean', default: false } } });
  const others = await peopleOutsideTheDemo(db);
  if (others > 0 && !values.force) {
    output.err.write(refusal(others));
    return 1;
  }
  const firstAdmin = await prepareDatabase(db, config);
  if (firstAdmin?.generatedPassword) {
    output.out.write(
      `Created the super administrator ${firstAdmin.email} with the password ${firstAdmin.generatedPassword}\n`,
    );
  }
  const { created } = await seedDemo(db);
  output.out.write(
    created
      ? `Demo company loaded: ${DEMO_PEOPLE.length} people and ${DEMO_CLIENTS.length} clients; every demo account's password is ${DEMO_PASSWORD}.\n`
      : 'The demo company is already there; nothing changed.\n',
  );
  return 0;
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const output = { out: process.stdout, err: process.stderr };
    process.exitCode = await seedDemoCommand(database.db, config, process.argv.slice(2), output);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
