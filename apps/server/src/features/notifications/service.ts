import { eq } from 'drizzle-orm';
import type { NotificationKind } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema.js';

export async function notificationsOff(db: Database, userId: number): Promise<NotificationKind[]> {
  const [user] = await db.select({ off: users.notificationsOff }).from(users).where(eq(users.id, userId));
  return (user?.off ?? []) as NotificationKind[];
}

export async function setNotificationsOff(
  db: Database,
  userId: number,
  off: NotificationKind[],
): Promise<NotificationKind[]> {
  const unique = [...new Set(off)];
  await db.update(users).set({ notificationsOff: unique }).where(eq(users.id, userId));
  return unique;
}
