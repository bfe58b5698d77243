import { eq } from 'drizzle-orm';
import type { Language, UserView } from '@portal/shared';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { userPictures, users } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { NotFound } from '../../platform/errors.js';
import type { UploadedFile } from '../../platform/uploads.js';
import { findUserView } from '../../domain/people/users.js';

export interface ProfileChange {
  name?: string | undefined;
  focalPoint?: string | undefined;
  picture?: UploadedFile | null | undefined;
  language?: Language | undefined;
}

/** docs/product/people-and-clients.md#profile: own name, picture, focal point and language (docs/product/languages.md), in one transaction with its audit row (docs/product/reports.md#one-transaction). */
export async function updateProfile(deps: AppDeps, actor: Actor, change: ProfileChange): Promise<UserView> {
  const userId = actor.caller.id;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const set = {
      ...(change.name !== undefined && { name: change.name }),
      ...(change.focalPoint !== undefined && { profilePictureFocalPoint: change.focalPoint }),
      ...(change.language !== undefined && { language: change.language }),
    };
    if (Object.keys(set).length > 0)
      await tx
        .update(users)
        .set({ ...set, updatedAt: now })
        .where(eq(users.id, userId));
    if (change.picture) {
      const values = { mimeType: change.picture.mimeType, content: change.picture.content, updatedAt: now };
      await tx
        .insert(userPictures)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userPictures.userId, set: values });
    }
    await recordAudit(
      tx,
      {
        action: 'profile.update',
        targetType: 'user',
        targetId: userId,
        after: {
          name: change.name,
          focal_point: change.focalPoint,
          picture: change.picture ? 'new' : undefined,
          language: change.language,
        },
        ...auditActor(actor),
      },
      now,
    );
  });
  const view = await findUserView(deps.db, userId, now);
  if (!view) throw new NotFound('errors:user_not_found');
  return view;
}

export async function readPicture(db: Database, userId: number) {
  const [picture] = await db
    .select({ mimeType: userPictures.mimeType, content: userPictures.content })
    .from(userPictures)
    .where(eq(userPictures.userId, userId));
  if (!picture) throw new NotFound('errors:profile.no_picture');
  return picture;
}
