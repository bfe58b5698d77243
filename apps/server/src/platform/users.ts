import { eq } from 'drizzle-orm';
import type { RoleId, UserView } from '@portal/shared';
import type { Database } from './db/index.js';
import { users } from './db/schema.js';

type UserRow = typeof users.$inferSelect;

/** The API's view of a user; the password hash and secrets never leave the server. */
export function presentUser(row: UserRow): UserView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role_id: row.roleId as RoleId,
    status: row.active ? 'active' : 'inactive',
    level: row.level as UserView['level'],
    additional_roles: row.additionalRoles as UserView['additional_roles'],
    birthday: row.birthday,
    // Picture upload and its signed links (decisions R43a, R44) come with the profile feature.
    profile_picture: null,
    profile_picture_focal_point: row.profilePictureFocalPoint,
    client_id: row.clientId,
    public_logs: row.publicLogs,
  };
}

export async function findUserView(db: Database, id: number): Promise<UserView | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ? presentUser(row) : null;
}
