import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { Role, type PersonName, type PersonNamesQuery, type RoleId, type UserListItem } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { inPage, type Page } from '../../platform/paging.js';
import { allowances, skills, userPictures, userSkills, users } from '../../platform/db/schema.js';
import { linkSigner } from '../../platform/signed-links.js';
import { clientsByUser, pictureColumn, pictureUrl, presentUser } from '../../domain/people/users.js';

export interface UserListOptions {
  status: 'active' | 'inactive' | 'all';
  include?: 'skills' | 'days_off' | undefined;
  kind?: 'employees' | 'clients' | undefined;
  /** Part of the name or the e-mail, in any case. */
  search?: string | undefined;
  ids?: number[];
  /** One page of the list, counted from 1; everyone when not given. */
  page?: Page | undefined;
  /** For the signed picture links (docs/product/people-and-clients.md#signed-links); the wall clock when not given. */
  now?: Date;
}

/** People with their client assignments: a fixed number of queries whatever the number of people. */
export async function listUsers(db: Database, options: UserListOptions): Promise<UserListItem[]> {
  const where = whereListed(options);
  const byName = [asc(users.name), asc(users.id)];
  const listed = inPage(
    db
      .select({ row: users, ...pictureColumn })
      .from(users)
      .leftJoin(userPictures, eq(userPictures.userId, users.id))
      .where(where)
      .orderBy(...byName)
      .$dynamic(),
    options.page,
  );
  // The others filter by this subquery, not by the ids found: a thousand parameters cost more.
  const everyId = db.select({ id: users.id }).from(users).where(where).$dynamic();
  const ids = options.page ? inPage(everyId.orderBy(...byName), options.page) : everyId;
  const [found, signer, clientsOfUser, daysOffByUser, skillsByUser] = await Promise.all([
    listed,
    linkSigner(db, options.now ?? new Date()),
    clientsByUser(db, ids),
    options.include === 'days_off' ? allowancesByUser(db, ids) : undefined,
    options.include === 'skills' ? skillsOfUsers(db, ids) : undefined,
  ]);
  return found.map(({ row, pictureAt }) => ({
    ...presentUser(row, pictureAt ? pictureUrl(signer, row.id, pictureAt) : null),
    clients: clientsOfUser.get(row.id) ?? [],
    ...(daysOffByUser && { days_off: daysOffByUser.get(row.id) ?? {} }),
    ...(skillsByUser && { skills: skillsByUser.get(row.id) ?? [] }),
  }));
}

/** How many people the list's filters find, for the pages of the users screen. */
export async function countUsers(db: Database, options: UserListOptions): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(whereListed(options));
  return row?.total ?? 0;
}

function whereListed(options: UserListOptions): SQL | undefined {
  const conditions: SQL[] = [];
  if (options.status !== 'all') conditions.push(eq(users.active, options.status === 'active'));
  if (options.kind) conditions.push((options.kind === 'clients' ? eq : ne)(users.roleId, Role.CLIENT));
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (options.ids) conditions.push(inArray(users.id, options.ids));
  return and(...conditions);
}

/**
 * People by name, for pickers and filters: one query, three columns (docs/product/http-contract.md#scale). Active employees
 * unless `filters` ask for deactivated people or client users too.
 */
export async function listPersonNames(db: Database, filters: PersonNamesQuery): Promise<PersonName[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, roleId: users.roleId })
    .from(users)
    .where(
      and(
        filters.status === 'active' ? eq(users.active, true) : undefined,
        filters.kind === 'employees' ? ne(users.roleId, Role.CLIENT) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: row.name, role_id: row.roleId as RoleId }));
}

export async function findUser(db: Database, id: number, now?: Date): Promise<UserListItem | null> {
  const [user] = await listUsers(db, { status: 'all', ids: [id], now });
  return user ?? null;
}

async function allowancesByUser(db: Database, userIds: SQLWrapper): Promise<Map<number, Record<string, number>>> {
  const byUser = new Map<number, Record<string, number>>();
  const rows = await db.select().from(allowances).where(inArray(allowances.userId, userIds));
  for (const row of rows) byUser.set(row.userId, { ...byUser.get(row.userId), [String(row.year)]: row.total });
  return byUser;
}

async function skillsOfUsers(db: Database, userIds: SQLWrapper): Promise<Map<number, { id: number; name: string }[]>> {
  const byUser = new Map<number, { id: number; name: string }[]>();
  const rows = await db
    .select({ userId: userSkills.userId, id: skills.id, name: skills.name })
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .where(inArray(userSkills.userId, userIds))
    .orderBy(asc(skills.name));
  for (const { userId, ...skill } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), skill]);
  return byUser;
}
