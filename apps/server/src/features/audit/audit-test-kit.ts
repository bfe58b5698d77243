import type { RoleId } from '@portal/shared';
import { useTestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';

/** What the audit trail tests (audit-*.test.ts) share. */

export type Headers = Record<string, string>;
export interface AuditRow {
  id: number;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

/** The test file's app (useTestContext) and the calls its tests share; call it inside the file's describe. */
export function useAuditKit() {
  const t = useTestContext();

  const as = (roleId: RoleId, name?: string) => signedIn(t.app, t.database.db, { roleId, name });
  const audit = (headers: Headers, query = '') => t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers });
  const entries = async (headers: Headers, query: string) => (await audit(headers, query)).json().data as AuditRow[];
  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });

  return { t, as, audit, entries, call };
}
