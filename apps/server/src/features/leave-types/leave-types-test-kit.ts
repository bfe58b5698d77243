import { eq } from 'drizzle-orm';
import type { RoleId } from '@portal/shared';
import { auditEntries } from '../../platform/db/schema.js';
import { useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';

/** What the leave type tests (leave-types-*.test.ts) share. */

export type Headers = Record<string, string>;
/** The five types a portal starts with (docs/product/leave.md#types), named in English. */
export const FIRST_TYPES = [
  { id: 0, name: 'Annual leave', color: '#1565c0', uses_allowance: true, needs_approval: true, active: true },
  { id: 1, name: 'Sick leave', color: '#c62828', uses_allowance: false, needs_approval: true, active: true },
  {
    id: 2,
    name: 'Paid leave (special occasion)',
    color: '#6a1b9a',
    uses_allowance: false,
    needs_approval: true,
    active: true,
  },
  { id: 3, name: 'Unpaid leave', color: '#5d4037', uses_allowance: false, needs_approval: true, active: true },
  { id: 4, name: 'Day off in lieu', color: '#2e7d32', uses_allowance: false, needs_approval: true, active: true },
  // docs/product/leave.md#private-absences: "The first start's Sick leave is private, the other four are not".
].map((type) => ({ ...type, private: type.id === 1 }));
export const TRAINING = { name: 'Training', color: '#00695C', uses_allowance: false, needs_approval: false };

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useLeaveTypesKit() {
  const t = useTestContext();

  const as = (roleId: RoleId) => signedIn(t.app, t.database.db, { roleId });
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const list = (headers: Headers) => send('GET', '/api/leave_types', headers);
  const create = (headers: Headers, payload: unknown) => send('POST', '/api/leave_types', headers, payload);
  const patch = (headers: Headers, id: number | string, payload: unknown) =>
    send('PATCH', `/api/leave_types/${id}`, headers, payload);
  const remove = (headers: Headers, id: number | string) => send('DELETE', `/api/leave_types/${id}`, headers);
  const auditRows = (action: string) =>
    t.database.db.select().from(auditEntries).where(eq(auditEntries.action, action));

  return { t, as, send, list, create, patch, remove, auditRows };
}
