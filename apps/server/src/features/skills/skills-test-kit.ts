import type { RoleId } from '@portal/shared';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { signedIn, signedInClientUser } from '../../test/factories.js';
import { skills, userSkills } from '../../platform/db/schema.js';

/** What the skills tests (skills-*.test.ts) share. */

export type Headers = Record<string, string>;

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useSkillsKit() {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const as = (roleId: RoleId, name?: string) => signedIn(t.app, t.database.db, { roleId, ...(name && { name }) });
  const asClientUser = () => signedInClientUser(t.app, t.database.db);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });
  const skill = async (name: string) => (await t.database.db.insert(skills).values({ name }).returning())[0]!;
  const give = (userId: number, skillId: number) => t.database.db.insert(userSkills).values({ userId, skillId });
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

  return { queries, t, as, asClientUser, call, skill, give, ids };
}
