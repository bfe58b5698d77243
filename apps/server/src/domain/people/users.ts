import { asc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import { isLanguage, type RoleId, type UserClientView, type UserView } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { assignments, clients, userPictures, users } from '../../platform/db/schema.js';
import { linkSigner, type LinkSigner } from '../../platform/signed-links.js';

type UserRow = typeof users.$inferSelect;

/**
 * The signed address of a person's picture (docs/product/people-and-clients.md#signed-links): an <img> cannot send the bearer token.
 * The picture's version is part of the link so that a new picture is never served from a cache.
 */
export function pictureUrl(signer: LinkSigner, userId: number, updatedAt: Date): string {
  return `/api/users/${userId}/picture${signer.query('picture', userId, String(updatedAt.getTime()))}`;
}

/**
 * The API's view of a user; the password hash and secrets never leave the server. `picture` is the
 * signed picture link, or null when the person has none (the web app shows initials).
 */
export function presentUser(row: UserRow, picture: string | null): UserView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role_id: row.roleId as RoleId,
    status: row.active ? 'active' : 'inactive',
    level: row.level as UserView['level'],
    additional_roles: row.additionalRoles as UserView['additional_roles'],
    birthday: row.birthday,
    profile_picture: picture,
    profile_picture_focal_point: row.profilePictureFocalPoint,
    client_id: row.clientId,
    public_logs: row.publicLogs,
    language: isLanguage(row.language) ? row.language : null,
    holiday_calendar_id: row.holidayCalendarId,
    start_date: row.startDate,
    end_date: row.endDate,
    two_factor_enabled: row.totpEnabledAt !== null,
    two_factor_enabled_at: row.totpEnabledAt?.toISOString() ?? null,
  };
}

/** The columns to select beside a user row: when their picture changed, never its bytes. */
export const pictureColumn = { pictureAt: userPictures.updatedAt };

export async function findUserView(db: Database, id: number, now: Date): Promise<UserView | null> {
  const [found] = await db
    .select({ row: users, ...pictureColumn })
    .from(users)
    .leftJoin(userPictures, eq(userPictures.userId, users.id))
    .where(eq(users.id, id));
  if (!found) return null;
  const signer = await linkSigner(db, now);
  return presentUser(found.row, found.pictureAt ? pictureUrl(signer, id, found.pictureAt) : null);
}

/** Each person's clients with the assignment as pivot (docs/product/people-and-clients.md#user-fields), for the people of `userIds`. */
export async function clientsByUser(
  db: Database,
  userIds: SQLWrapper | number[],
): Promise<Map<number, UserClientView[]>> {
  const byUser = new Map<number, UserClientView[]>();
  const rows = await db
    .select({ assignment: assignments, clientName: clients.name })
    .from(assignments)
    .innerJoin(clients, eq(clients.id, assignments.clientId))
    .where(inArray(assignments.userId, userIds))
    .orderBy(asc(assignments.fromDate), asc(assignments.id));
  for (const { assignment, clientName } of rows) {
    const list = byUser.get(assignment.userId) ?? [];
    list.push({
      id: assignment.clientId,
      name: clientName,
      hours: assignment.hours,
      pivot: {
        id: assignment.id,
        client_id: assignment.clientId,
        hours: assignment.hours,
        from_date: assignment.fromDate,
        to_date: assignment.toDate,
      },
    });
    byUser.set(assignment.userId, list);
  }
  return byUser;
}
