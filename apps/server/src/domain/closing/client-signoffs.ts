import { and, eq } from 'drizzle-orm';
import type { SignoffView } from '@portal/shared';
import type { Database } from '../../platform/db/index.js';
import { clientSignoffs } from '../../platform/db/schema.js';

/** docs/product/closing.md#client-sign-off: a stored decision as the API shows it. */
export function signoffViewOf(month: string, row: typeof clientSignoffs.$inferSelect | undefined): SignoffView {
  if (!row) return { month, status: 'pending', by: null, at: null, comment: null };
  return {
    month,
    status: row.status as SignoffView['status'],
    by: row.byName,
    at: row.at.toISOString(),
    comment: row.comment,
  };
}

/** The sign-off of one client's month ("YYYY-MM"): pending until the client decides. */
export async function clientSignoffOf(db: Database, clientId: number, month: string): Promise<SignoffView> {
  const [row] = await db
    .select()
    .from(clientSignoffs)
    .where(and(eq(clientSignoffs.clientId, clientId), eq(clientSignoffs.month, month)));
  return signoffViewOf(month, row);
}
