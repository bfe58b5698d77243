/** The two company sizes of docs/decisions/0013-benchmark.md: large for PostgreSQL, small for the embedded database. */
export interface CompanySize {
  name: 'large' | 'small';
  /** Active employees, the super administrator and the administrators included. */
  activePeople: number;
  deactivatedPeople: number;
  /** Client users (role 3), one for each of the largest clients. */
  clientUsers: number;
  clients: number;
  assignments: number;
  leaveRequests: number;
  documents: number;
  skills: number;
  /** First day of work logs (a Monday); the last is LAST_DAY. */
  firstDay: string;
}

/** Friday of the last full week before "today" (2026-11-23): the data stops there. */
export const LAST_DAY = '2026-11-20';
/** Leave requests reach into the next year (pending and approved future leave). */
export const LAST_LEAVE_DAY = '2027-12-31';

export const SIZES: Record<CompanySize['name'], CompanySize> = {
  large: {
    name: 'large',
    activePeople: 1000,
    deactivatedPeople: 100,
    clientUsers: 10,
    clients: 150,
    assignments: 2500,
    leaveRequests: 20_000,
    documents: 200,
    skills: 60,
    firstDay: '2023-11-27',
  },
  small: {
    name: 'small',
    activePeople: 100,
    deactivatedPeople: 10,
    clientUsers: 3,
    clients: 15,
    assignments: 250,
    leaveRequests: 2000,
    documents: 20,
    skills: 30,
    firstDay: '2025-11-24',
  },
};

/** Every generated person signs in with this password; the administrator is BENCH_ADMIN_EMAIL. */
export const BENCH_PASSWORD = 'Bench-Portal-2026';
export const BENCH_ADMIN_EMAIL = 'admin@bench.example';
export const DEFAULT_SEED = 20_261_123;
/**
 * What the generator makes, counted up when the rows change (2: the time model's calendars, schedules, half days
 * and employment dates; 3: the leave policy's own type and carry-over day; 4: the lock date, timesheets and client
 * sign-offs): `npm run bench:server` generates again when a database holds another version.
 */
export const DATASET_VERSION = 4;

/** docs/product/leave.md#types: the company's own leave type, neither charged nor approved; about 7 % of requests. */
export const BENCH_TRAINING = {
  code: 5,
  name: 'Training',
  usesAllowance: false,
  color: '#00695c',
  needsApproval: false,
} as const;
