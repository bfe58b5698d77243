import { Role, type RoleId } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';

/** What the client tests (clients-*.test.ts) share. */

export type Headers = Record<string, string>;
export const CLIENT_NOT_FOUND = { code: 'NOT_FOUND', message: 'Client not found.' };
export const NAME_REQUIRED = {
  code: 'VALIDATION_FAILED',
  message: 'Client Name is required',
  errors: { name: ['Client Name is required'] },
};

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useClientsKit() {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const asClientUserOf = (clientId: number) => signedIn(t.app, t.database.db, { roleId: Role.CLIENT, clientId });
  const getClient = (id: number, headers: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/clients/${id}`, headers });

  return { t, as, asClientUserOf, getClient };
}
