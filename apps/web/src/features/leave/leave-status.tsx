import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LeaveStatus, LeaveType } from '@portal/shared';

export type StatusTab = 'pending' | 'approved' | 'declined';

/** docs/product/leave.md#statuses by code, as the screens name them. */
export const STATUS_KEYS: Record<number, 'leave:status.pending' | 'leave:status.approved' | 'leave:status.declined'> = {
  [LeaveStatus.PENDING]: 'leave:status.pending',
  [LeaveStatus.APPROVED]: 'leave:status.approved',
  [LeaveStatus.DECLINED]: 'leave:status.declined',
};

export const TABS: { value: StatusTab; status: number }[] = [
  { value: 'pending', status: LeaveStatus.PENDING },
  { value: 'approved', status: LeaveStatus.APPROVED },
  { value: 'declined', status: LeaveStatus.DECLINED },
];

/** docs/product/leave.md#types by code; a code the web app does not know keeps the server's name. */
const TYPE_KEYS: Record<number, string> = {
  [LeaveType.ANNUAL]: 'leave:type.annual',
  [LeaveType.SICK]: 'leave:type.sick',
  [LeaveType.PAID]: 'leave:type.paid',
  [LeaveType.UNPAID]: 'leave:type.unpaid',
  [LeaveType.DAY_OFF_IN_LIEU]: 'leave:type.day_off_in_lieu',
};

/** A leave type's name in the language shown; `serverName` (the API's `type_text`) for an unknown code. */
export function typeLabel(t: TFunction, type: number, serverName: string): string {
  const key = TYPE_KEYS[type];
  return key ? t(key) : serverName;
}

/** docs/product/leave.md#statuses: light blue, light green, red; anything else white. */
const TONES: Record<number, keyof Theme['palette']['portal']['leaveChip']> = {
  [LeaveStatus.PENDING]: 'pending',
  [LeaveStatus.APPROVED]: 'approved',
  [LeaveStatus.DECLINED]: 'declined',
};

export function statusLabel(t: TFunction, status: number): string {
  const key = STATUS_KEYS[status];
  return key ? t(key) : t('leave:status.other', { status });
}

export function StatusChip({ status }: { status: number }) {
  const { t } = useTranslation('leave');
  const tone = TONES[status] ?? 'other';
  return (
    <Chip
      size="small"
      label={statusLabel(t, status)}
      variant={TONES[status] !== undefined ? 'filled' : 'outlined'}
      sx={{
        bgcolor: (theme) => theme.palette.portal.leaveChip[tone].bg,
        color: (theme) => theme.palette.portal.leaveChip[tone].fg,
        fontWeight: 600,
      }}
    />
  );
}
