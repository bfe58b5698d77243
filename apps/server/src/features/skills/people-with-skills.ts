import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { isAdminRole, Role, type PersonWithSkills, type SkillView } from '@portal/shared';
import type { SignedInUser } from '../../platform/auth/sessions.js';
import type { Database } from '../../platform/db/index.js';
import { skills, userSkills, users } from '../../platform/db/schema.js';
import { inPage, pageAndTotal, type Page } from '../../platform/paging.js';
import { skillColumns } from './service.js';

/**
 * /skills/list (docs/product/people-and-clients.md#skills): active employees. A USER (role 2) does not see administrators
 * (roles 0 and 1); the server hides them too, not only the screen.
 */
function visibleTo(viewer: SignedInUser): SQL | undefined {
  const hidden = isAdminRole(viewer.roleId) ? [Role.CLIENT] : [Role.CLIENT, Role.SUPER_ADMIN, Role.ADMIN];
  return and(eq(users.active, true), notInArray(users.roleId, hidden));
}

/**
 * The people of /skills/list with their skills, by name and then id (so that pages never share or skip a person), all of them
 * or one page: two queries whatever their number.
 */
export async function peopleWithSkills(db: Database, viewer: SignedInUser, page?: Page): Promise<PersonWithSkills[]> {
  const people = await inPage(
    db
      .select({ id: users.id, name: users.name, email: users.email, role_id: users.roleId })
      .from(users)
      .where(visibleTo(viewer))
      .orderBy(asc(users.name), asc(users.id))
      .$dynamic(),
    page,
  );
  if (people.length === 0) return [];
  const skillsByUser = await skillsOf(
    db,
    people.map((person) => person.id),
  );
  return people.map((person) => ({ ...person, skills: skillsByUser.get(person.id) ?? [] }));
}

/** One page of /skills/list and how many people it has in all (docs/product/http-contract.md#scale): both queries sent together. */
export async function pageOfPeopleWithSkills(
  db: Database,
  viewer: SignedInUser,
  page: Page,
): Promise<{ data: PersonWithSkills[]; total: number }> {
  return pageAndTotal(
    peopleWithSkills(db, viewer, page),
    db.select({ total: count() }).from(users).where(visibleTo(viewer)),
  );
}

/** Each person's skills by name, in one query. */
async function skillsOf(db: Database, userIds: number[]): Promise<Map<number, SkillView[]>> {
  const links = await db
    .select({ userId: userSkills.userId, ...skillColumns })
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .where(inArray(userSkills.userId, userIds))
    .orderBy(asc(sql`lower(${skills.name})`));
  const byUser = new Map<number, SkillView[]>();
  for (const { userId, ...skill } of links) byUser.set(userId, [...(byUser.get(userId) ?? []), skill]);
  return byUser;
}
