import 'dotenv/config';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, asc, count, eq, ne, notInArray, sql } from 'drizzle-orm';
import {
  addDays,
  eachDay,
  isWeekend,
  LeaveStatus,
  LeaveType,
  localIsoDate,
  NO_NOTES,
  Role,
  type IsoDate,
  type RoleId,
} from '@portal/shared';
import { prepareDatabase } from './bootstrap/first-start.js';
import { hashPassword } from './platform/auth/passwords.js';
import { loadConfig, type Config } from './platform/config.js';
import { openDatabase, type Database } from './platform/db/index.js';
import { seedSkillsAndDocuments } from './seed-demo-library.js';
import {
  allowances,
  assignments,
  clients,
  homeOfficeDays,
  leaveRequests,
  publicHolidays,
  users,
  workLogs,
} from './platform/db/schema.js';

/** Every demo account signs in with this password (README, "Demo data"). */
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

/** About three months of working days up to yesterday: 7.5 to 8.5 hours a day over the running assignments. */
function demoWorkDays(userId: number, running: DemoAssignment[], today: IsoDate) {
  const random = pseudoRandom(userId * 7_919);
  const logs: (typeof workLogs.$inferInsert)[] = [];
  const homeOffice: (typeof homeOfficeDays.$inferInsert)[] = [];
  for (const date of eachDay(addDays(today, -91), addDays(today, -1))) {
    if (isWeekend(date)) continue;
    const clientsThatDay = running.filter((a) => a.from <= date && (a.to === null || a.to >= date));
    if (clientsThatDay.length === 0) continue;
    const dayMinutes = [450, 480, 480, 480, 510][Math.floor(random() * 5)]!;
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
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const person of DEMO_PEOPLE) {
    const [row] = await db
      .insert(users)
      .values({
        name: person.name,
        email: person.email,
        passwordHash,
        roleId: person.roleId,
        active: person.active ?? true,
        level: person.level ?? null,
        additionalRoles: person.additionalRoles ?? [],
        birthday: person.birthday ?? null,
        clientId: person.client ? clientIds.get(person.client)! : null,
        publicLogs: person.roleId === Role.USER,
      })
      .returning({ id: users.id });
    const running: DemoAssignment[] = [];
    for (const assignment of person.assignments ?? []) {
      const clientId = clientIds.get(assignment.client)!;
      await db.insert(assignments).values({
        userId: row!.id,
        clientId,
        hours: assignment.hours,
        fromDate: assignment.from,
        toDate: assignment.to ?? null,
      });
      running.push({ clientId, from: assignment.from, to: assignment.to ?? null });
    }
    const { logs, homeOffice } = demoWorkDays(row!.id, running, today);
    if (logs.length > 0) await db.insert(workLogs).values(logs);
    if (homeOffice.length > 0) await db.insert(homeOfficeDays).values(homeOffice);
  }
  await seedLeave(db, today);
  await seedSkillsAndDocuments(db);
  return { created: true };
}

/** Allowances for three years, the public holidays around today, and leave in every status. */
async function seedLeave(db: Database, today: IsoDate): Promise<void> {
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
  await db
    .insert(publicHolidays)
    .values(
      [year, year + 1].flatMap((y) => [
        { title: "New Year's Day", date: `${y}-01-01` },
        { title: 'Labour Day', date: `${y}-05-01` },
        { title: 'Christmas Day', date: `${y}-12-25` },
        { title: 'Boxing Day', date: `${y}-12-26` },
      ]),
    )
    .onConflictDoNothing();
  const byEmail = new Map(people.map((person) => [person.email, person.id]));
  const [approver] = await db.select({ id: users.id }).from(users).where(eq(users.roleId, Role.SUPER_ADMIN)).limit(1);
  const leave = [
    {
      email: 'ben.fischer@example.com',
      type: LeaveType.ANNUAL,
      from: addDays(today, -40),
      to: addDays(today, -36),
      status: LeaveStatus.APPROVED,
    },
    {
      email: 'ben.fischer@example.com',
      type: LeaveType.ANNUAL,
      from: addDays(today, 24),
      to: addDays(today, 28),
      status: LeaveStatus.PENDING,
    },
    {
      email: 'carla.gomez@example.com',
      type: LeaveType.SICK,
      from: addDays(today, -9),
      to: addDays(today, -8),
      status: LeaveStatus.APPROVED,
    },
    {
      email: 'carla.gomez@example.com',
      type: LeaveType.ANNUAL,
      from: addDays(today, 10),
      to: addDays(today, 14),
      status: LeaveStatus.DECLINED,
    },
    {
      email: 'deniz.kaya@example.com',
      type: LeaveType.ANNUAL,
      from: addDays(today, 31),
      to: addDays(today, 35),
      status: LeaveStatus.PENDING,
    },
    {
      email: 'fatima.rahman@example.com',
      type: LeaveType.PAID,
      from: addDays(today, 3),
      to: addDays(today, 3),
      status: LeaveStatus.APPROVED,
    },
    {
      email: 'karim.haddad@example.com',
      type: LeaveType.ANNUAL,
      from: addDays(today, 24),
      to: addDays(today, 27),
      status: LeaveStatus.PENDING,
    },
  ];
  await db.insert(leaveRequests).values(
    leave.map((request) => ({
      requestingId: byEmail.get(request.email)!,
      confirmingId: approver?.id ?? null,
      type: request.type,
      notes: NO_NOTES,
      fromDate: request.from,
      toDate: request.to,
      status: request.status,
      decidedById: request.status === LeaveStatus.PENDING ? null : (approver?.id ?? null),
      decidedAt: request.status === LeaveStatus.PENDING ? null : new Date(),
    })),
  );
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
