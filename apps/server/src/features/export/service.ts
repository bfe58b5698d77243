import type { Archiver } from 'archiver';
import type { Actor } from '../../platform/auth/access.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { AppDeps } from '../../platform/deps.js';
import { portalMoment } from '../../platform/settings.js';
import { exportArchive } from './archive.js';
import { EXPORTED_KINDS } from './kinds.js';

export interface PortalExport {
  /** `staff-portal-export-2026-11-29`: the portal's date (docs/product/time-model.md#time-zone). */
  fileName: string;
  archive: Archiver;
}

/**
 * docs/product/access.md#export: the audit trail records who took the data before the first byte leaves (a download
 * broken off has still shown some of it), then the zip is written as it is read.
 */
export async function exportPortal(deps: AppDeps, actor: Actor, signal: AbortSignal): Promise<PortalExport> {
  const now = deps.clock.now();
  const { date } = await portalMoment(deps.db, now);
  await recordAudit(
    deps.db,
    { action: 'data.exported', after: { files: EXPORTED_KINDS.length }, ...auditActor(actor) },
    now,
  );
  return { fileName: `staff-portal-export-${date}`, archive: exportArchive(deps.db, EXPORTED_KINDS, signal) };
}
