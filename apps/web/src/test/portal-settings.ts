import type { ApiAnswer } from '../lib/api-routes';

type PortalSettings = ApiAnswer<'GET /settings'>['data'];

/** Every setting as GET /settings answers them on a new portal (docs/product/closing.md#settings), with `changes`. */
export function portalSettings(changes: Partial<PortalSettings> = {}): PortalSettings {
  return {
    leave_approver: null,
    time_zone: 'Europe/Berlin',
    carry_over_until: null,
    locked_until: null,
    reminder_weekday: 5,
    reminder_hour: 14,
    require_2fa_for_admins: false,
    ...changes,
  };
}
