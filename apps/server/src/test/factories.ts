import type { FastifyInstance } from 'fastify';
import { Role, type RoleId } from '@portal/shared';
import { hashPassword } from '../platform/auth/passwords.js';
import type { Database } from '../platform/db/index.js';
import { clients, users } from '../platform/db/schema.js';
import { randomBytes } from 'node:crypto';

export const DEFAULT_PASSWORD = 'Quiet-Harbour-42';
let defaultHash: Promise<string> | undefined;

let sequence = 0;

export interface BuildUserOptions {
  roleId?: RoleId;
  name?: string;
  email?: string;
  password?: string;
  active?: boolean;
  clientId?: number | null;
}

export async function buildUser(db: Database, options: BuildUserOptions = {}) {
  sequence += 1;
  const passwordHash = options.password
    ? await hashPassword(options.password)
    : await (defaultHash ??= hashPassword(DEFAULT_PASSWORD));
  const [user] = await db
    .insert(users)
    .values({
      name: options.name ?? `Person ${sequence}`,
      email: options.email ?? `person${sequence}@example.com`,
      passwordHash,
      roleId: options.roleId ?? Role.USER,
      active: options.active ?? true,
      clientId: options.clientId ?? null,
    })
    .returning();
  if (!user) throw new Error('insert returned nothing');
  return user;
}

export async function buildClient(db: Database, name = `Client ${++sequence}`) {
  const [client] = await db
    .insert(clients)
    .values({ name, shareKey: randomBytes(18).toString('base64url') })
    .returning();
  if (!client) throw new Error('insert returned nothing');
  return client;
}

export async function signIn(app: FastifyInstance, email: string, password = DEFAULT_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

/** A signed-in user of the given role, with the Authorization header ready to use. */
export async function signedIn(app: FastifyInstance, db: Database, options: BuildUserOptions = {}) {
  const user = await buildUser(db, options);
  const token = await signIn(app, user.email, options.password);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A signed-in CLIENT user of a client of their own (docs/product/roles-and-access.md#client-role). */
export async function signedInClientUser(app: FastifyInstance, db: Database) {
  const company = await buildClient(db);
  return signedIn(app, db, { roleId: Role.CLIENT, clientId: company.id });
}

/** The roles below ADMIN, as `it.each` rows of a label and the role, for what only admins may do. */
export const NON_ADMINS = [
  ['a USER', Role.USER],
  ['a CLIENT user', Role.CLIENT],
] as const;

/** A signed-in user of the role; a CLIENT user with a client of their own. */
export function signedInAs(app: FastifyInstance, db: Database, roleId: RoleId) {
  return roleId === Role.CLIENT ? signedInClientUser(app, db) : signedIn(app, db, { roleId });
}
