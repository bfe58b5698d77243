import { Role } from '@portal/shared';
import { hashToken } from '../../platform/auth/tokens.js';
import { passwordResets, sessions, users } from '../../platform/db/schema.js';
import { buildUser, DEFAULT_PASSWORD, signedIn } from '../factories.js';
import { type Change, type ChangeKit, NEW_PASSWORD, RESET_TOKEN } from './change-kit.js';

/** Documents, one's own profile, a reset password and a sign-in. */
export function documentsAndAccountsChanges(kit: ChangeKit): Record<string, () => Promise<Change>> {
  const { t, db, call, upload, uploadDocument, tables, admin, storedDocuments } = kit;
  return {
    'an uploaded document, with its stored file': async () => {
      const root = await admin();
      return {
        act: () => uploadDocument(root.headers),
        state: () => storedDocuments(),
      };
    },
    'a deleted document, with its stored file': async () => {
      const root = await admin();
      const { id } = (await uploadDocument(root.headers)).json() as { id: number };
      return {
        act: () => call('DELETE', `/api/files/${id}`, root.headers),
        state: () => storedDocuments(),
      };
    },
    "one's own profile": async () => {
      const employee = await signedIn(t.app, db(), { roleId: Role.USER });
      return {
        act: () => upload('/api/user/profile', employee.headers, { name: 'Pia Profile' }),
        state: () => tables(db().select().from(users)),
      };
    },
    'a password chosen through a reset link, with the sessions it ends': async () => {
      const person = await signedIn(t.app, db());
      const expiresAt = new Date(t.clock.now().getTime() + 60_000);
      await db()
        .insert(passwordResets)
        .values({ userId: person.user.id, tokenHash: hashToken(RESET_TOKEN), expiresAt });
      const reset = {
        email: person.user.email,
        token: RESET_TOKEN,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      };
      return {
        act: () => call('POST', '/api/reset-password', {}, reset),
        state: () =>
          tables(db().select().from(users), db().select().from(sessions), db().select().from(passwordResets)),
      };
    },
    'a sign-in, with its session': async () => {
      const person = await buildUser(db());
      const credentials = { email: person.email, password: DEFAULT_PASSWORD };
      return {
        act: () => call('POST', '/api/login', {}, credentials),
        state: () => tables(db().select().from(sessions)),
      };
    },
  };
}
