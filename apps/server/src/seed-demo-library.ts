import { asc, ne } from 'drizzle-orm';
import { addDays, Role, type IsoDate } from '@portal/shared';
import type { Database } from './platform/db/index.js';
import { documents, skills, userSkills, users } from './platform/db/schema.js';
import { storeOwnedFile } from './platform/file-store.js';
import { minimalPdf } from './platform/pdf.js';

const DEMO_SKILLS = [
  'TypeScript',
  'React',
  'Node.js',
  'PostgreSQL',
  'Java',
  'Kotlin',
  'Python',
  'Go',
  'Docker',
  'Kubernetes',
  'AWS',
  'Figma',
  'Testing',
  'Scrum',
  'GraphQL',
  'Swift',
] as const;

const DEMO_DOCUMENTS = [
  { title: 'Engineering playbook', description: 'How we plan, build, review and ship.', type: 0 },
  { title: 'Laptop setup manual', description: 'From unboxing to the first commit.', type: 1 },
  { title: 'Employee privacy notice', description: 'What we keep about you and why.', type: 2 },
  { title: 'Expense policy', description: 'Travel, meals and how to claim them back.', type: 3 },
] as const;

/** The skills catalogue, three to five skills per employee, and a few documents (docs/product/README.md#first-start). */
export async function seedSkillsAndDocuments(db: Database): Promise<void> {
  const catalogue = await db
    .insert(skills)
    .values(DEMO_SKILLS.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: skills.id });
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.roleId, Role.CLIENT))
    .orderBy(asc(users.id));
  const links = people.flatMap((person, index) => {
    const count = 3 + (index % 3);
    return Array.from({ length: count }, (_, k) => ({
      userId: person.id,
      skillId: catalogue[(index * 5 + k * 3) % catalogue.length]!.id,
    }));
  });
  if (links.length > 0) await db.insert(userSkills).values(links).onConflictDoNothing();
  for (const document of DEMO_DOCUMENTS) {
    const content = minimalPdf(document.title);
    const fileName = `${document.title.toLowerCase().replace(/\W+/g, '-')}.pdf`;
    await db.transaction(async (tx) => {
      const fileId = await storeOwnedFile(tx, content, new Date());
      await tx.insert(documents).values({ ...document, fileName, sizeBytes: content.length, fileId });
    });
  }
}

export interface DemoHoliday {
  title: string;
  date: IsoDate;
}

/** The first calendar's public holidays: the few the demo always had. */
export function firstCalendarHolidays(year: number): DemoHoliday[] {
  return [
    { title: "New Year's Day", date: `${year}-01-01` },
    { title: 'Labour Day', date: `${year}-05-01` },
    { title: 'Christmas Day', date: `${year}-12-25` },
    { title: 'Boxing Day', date: `${year}-12-26` },
  ];
}

/** The demo's second location (docs/product/time-model.md#calendars). */
export const LISBON = { name: 'Lisbon', country: 'PT', region: null } as const;

/** Portugal's national public holidays and Lisbon's own (St Anthony's Day). */
export function lisbonHolidays(year: number): DemoHoliday[] {
  const easter = easterSunday(year);
  return [
    { title: "New Year's Day", date: `${year}-01-01` },
    { title: 'Good Friday', date: addDays(easter, -2) },
    { title: 'Easter Sunday', date: easter },
    { title: 'Freedom Day', date: `${year}-04-25` },
    { title: 'Labour Day', date: `${year}-05-01` },
    { title: 'Portugal Day', date: `${year}-06-10` },
    { title: "St Anthony's Day", date: `${year}-06-13` },
    { title: 'Corpus Christi', date: addDays(easter, 60) },
    { title: 'Assumption Day', date: `${year}-08-15` },
    { title: 'Republic Day', date: `${year}-10-05` },
    { title: "All Saints' Day", date: `${year}-11-01` },
    { title: 'Restoration of Independence', date: `${year}-12-01` },
    { title: 'Immaculate Conception', date: `${year}-12-08` },
    { title: 'Christmas Day', date: `${year}-12-25` },
  ];
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm of Meeus). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
