import { afterEach, describe, expect, it } from 'vitest';
import { useTestContext } from './test/app.js';
import { changeKit, type Change } from './test/audit-changes/change-kit.js';
import { documentsAndAccountsChanges } from './test/audit-changes/documents-and-accounts.js';
import { leaveAndSettingsChanges } from './test/audit-changes/leave-and-settings.js';
import { peopleAndClientsChanges } from './test/audit-changes/people-and-clients.js';
import { workTimeChanges } from './test/audit-changes/work-time.js';
import { acceptAuditRows, refuseAuditRows } from './test/failing-audit.js';

describe('one change, one transaction: a change whose audit row fails is not kept (docs/product/reports.md#one-transaction)', () => {
  const t = useTestContext();
  afterEach(async () => acceptAuditRows(t.database.db));

  const kit = changeKit(t);
  const { db, auditRowCount } = kit;
  /** Every audited change, by area (test/audit-changes/). */
  const changes: Record<string, () => Promise<Change>> = {
    ...workTimeChanges(kit),
    ...leaveAndSettingsChanges(kit),
    ...peopleAndClientsChanges(kit),
    ...documentsAndAccountsChanges(kit),
  };

  it.each(Object.entries(changes))('%s: 500 and nothing kept, then kept once audited', async (_change, arrange) => {
    const { act, state } = await arrange();
    const before = await state();
    const auditRowsBefore = await auditRowCount();

    await refuseAuditRows(db());
    const refused = await act();
    const afterRefusal = await state();
    await acceptAuditRows(db());
    const accepted = await act();

    expect(refused.statusCode).toBe(500);
    expect(refused.body).not.toContain('refuses this row');
    expect(afterRefusal).toEqual(before);
    // The same request with a working audit trail: it is an audited change, and `state` sees it.
    expect(accepted.statusCode).toBeLessThan(300);
    expect(await state()).not.toEqual(before);
    expect(await auditRowCount()).toBeGreaterThan(auditRowsBefore);
  });
});
