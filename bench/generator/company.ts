import { LEVELS, Role, type RoleId } from '@portal/shared';
import { dayOf, isoOf, yearOf } from '../lib/dates.js';
import { Prng } from '../lib/prng.js';
import { BENCH_ADMIN_EMAIL, LAST_DAY, LAST_LEAVE_DAY, type CompanySize } from './sizes.js';
import { calendarHolidays, personTimeModel, type Holiday, type PersonTimeModel } from './time-model.js';

/** The people, clients and links of a generated company; the big tables are derived from it. */
export interface Company {
  size: CompanySize;
  seed: number;
  firstDay: number;
  lastDay: number;
  clients: Client[];
  people: Person[];
  assignments: Assignment[];
  skills: string[];
  publicHolidays: Holiday[];
}

export interface Client {
  id: number;
  name: string;
  shareKey: string;
}

export interface Person extends PersonTimeModel {
  id: number;
  name: string;
  email: string;
  roleId: RoleId;
  active: boolean;
  level: string | null;
  clientId: number | null;
  publicLogs: boolean;
  birthday: string | null;
  /** First and last day of work (employees only). */
  from: number;
  until: number;
}

export interface Assignment {
  id: number;
  userId: number;
  clientId: number;
  hours: number;
  from: number;
  to: number | null;
}

const FIRST_NAMES = [
  'Ada',
  'Ben',
  'Carla',
  'Deniz',
  'Emil',
  'Fatima',
  'Gregor',
  'Hana',
  'Ivan',
  'Julia',
  'Karim',
  'Lena',
  'Mara',
  'Nils',
  'Olga',
  'Pavel',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wim',
  'Xenia',
  'Yusuf',
  'Zora',
  'Aiko',
  'Bruno',
  'Chloe',
  'Dario',
];
const LAST_NAMES = [
  'Fischer',
  'Gomez',
  'Kaya',
  'Novak',
  'Rahman',
  'Sato',
  'Petrov',
  'Costa',
  'Haddad',
  'Berg',
  'Alt',
  'Lind',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Silva',
  'Tanaka',
  'Weber',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Meyer',
  'Rossi',
  'Santos',
  'Vogel',
  'Horvat',
  'Dubois',
  'Eriksen',
  'Fontaine',
  'Garcia',
];
const CLIENT_WORDS = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Tailspin',
  'Wingtip',
  'Litware',
  'Adventure',
  'Proseware',
  'Lucerne',
  'Margie',
  'Trey',
  'Woodgrove',
  'Alpine',
  'Coho',
  'Humongous',
  'Blue Yonder',
  'Fourth',
  'Graphic',
  'Southridge',
  'Datum',
];
const CLIENT_KINDS = ['Traders', 'Insurance', 'Logistics', 'Health', 'Energy', 'Media', 'Bank', 'Retail'];
const SKILL_BASES = [
  'TypeScript',
  'Java',
  'Go',
  'Rust',
  'Python',
  'Kotlin',
  'Swift',
  'C#',
  'PHP',
  'Ruby',
  'Elixir',
  'Scala',
  'React',
  'Angular',
  'Vue',
  'Node.js',
  'Spring',
  'Django',
  'Rails',
  '.NET',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Kafka',
  'Kubernetes',
  'Docker',
  'Terraform',
  'AWS',
  'Azure',
  'GCP',
  'Linux',
  'GraphQL',
  'gRPC',
  'Figma',
  'Accessibility',
  'Security',
  'Testing',
  'Scrum',
  'Data Science',
];

/** Bigger clients first: the client with id 1 has the most people and logs (Zipf-like). */
function pickClient(random: Prng, clients: number): number {
  return Math.min(clients, 1 + Math.floor(clients * Math.pow(random.next(), 2.2)));
}

export function buildCompany(size: CompanySize, seed: number): Company {
  const firstDay = dayOf(size.firstDay);
  const lastDay = dayOf(LAST_DAY);
  const random = new Prng(seed, 1);

  const clients: Client[] = [];
  for (let id = 1; id <= size.clients; id += 1) {
    const word = CLIENT_WORDS[(id - 1) % CLIENT_WORDS.length]!;
    const kind = CLIENT_KINDS[Math.floor((id - 1) / CLIENT_WORDS.length) % CLIENT_KINDS.length]!;
    clients.push({ id, name: `${word} ${kind} ${String(id).padStart(3, '0')}`, shareKey: random.hex(32) });
  }

  const people: Person[] = [];
  const employees = size.activePeople + size.deactivatedPeople;
  const span = lastDay - firstDay;
  for (let id = 1; id <= employees + size.clientUsers; id += 1) {
    const first = FIRST_NAMES[random.int(0, FIRST_NAMES.length - 1)]!;
    const last = LAST_NAMES[random.int(0, LAST_NAMES.length - 1)]!;
    const isClientUser = id > employees;
    const active = id <= size.activePeople || isClientUser;
    // 15 % joined during the period: they are the "small person" of the query-count check.
    const from = id > 10 && random.chance(0.15) ? firstDay + random.int(30, span - 30) : firstDay;
    const until = active ? lastDay : from + random.int(60, Math.max(61, lastDay - from - 30));
    const roleId: RoleId = id === 1 ? Role.SUPER_ADMIN : id <= 10 ? Role.ADMIN : isClientUser ? Role.CLIENT : Role.USER;
    const time = personTimeModel({ id, isEmployee: !isClientUser, active, from, until }, { seed, firstDay, lastDay });
    people.push({
      id,
      name: id === 1 ? 'Bench Administrator' : `${first} ${last} ${id}`,
      email: id === 1 ? BENCH_ADMIN_EMAIL : `user${id}@bench.example`,
      roleId,
      active,
      level: isClientUser ? null : LEVELS[random.int(0, LEVELS.length - 1)]!,
      clientId: isClientUser ? id - employees : null,
      publicLogs: random.chance(0.6),
      birthday: isClientUser ? null : isoOf(dayOf('1965-01-01') + random.int(0, 13_000)),
      from,
      until,
      ...time,
    });
  }

  const assignments: Assignment[] = [];
  const staff = people.filter((person) => person.roleId !== Role.CLIENT);
  for (const person of staff) {
    assignments.push({
      id: assignments.length + 1,
      userId: person.id,
      clientId: pickClient(random, size.clients),
      hours: random.pick([20, 30, 40]),
      from: person.from,
      to: person.active ? null : person.until,
    });
  }
  while (assignments.length < size.assignments) {
    const person = staff[random.int(0, staff.length - 1)]!;
    const from = person.from + random.int(0, Math.max(0, person.until - person.from - 20));
    const to = from + random.int(30, 400);
    assignments.push({
      id: assignments.length + 1,
      userId: person.id,
      clientId: pickClient(random, size.clients),
      hours: random.pick([4, 8, 10, 16]),
      from,
      to: to >= lastDay && person.active ? null : Math.min(to, person.until),
    });
  }

  const skills = Array.from({ length: size.skills }, (_, i) =>
    i < SKILL_BASES.length
      ? SKILL_BASES[i]!
      : `${SKILL_BASES[i % SKILL_BASES.length]!} ${Math.floor(i / SKILL_BASES.length) + 1}`,
  );

  const publicHolidays = calendarHolidays(yearOf(firstDay), yearOf(dayOf(LAST_LEAVE_DAY)));

  return { size, seed, firstDay, lastDay, clients, people, assignments, skills, publicHolidays };
}
