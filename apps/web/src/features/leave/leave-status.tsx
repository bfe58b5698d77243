import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LeaveStatus, type LeaveRequestView } from '@portal/shared';
import { LeaveTypeChip } from '../../components/leave-type-chip';
import type { LeaveTypes } from '../../lib/leave-types';

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

/** A request's leave type as a chip in the type's colour (docs/product/leave.md#types); the server's name while the types load. */
export function RequestTypeChip({ types, request }: { types: LeaveTypes; request: LeaveRequestView }) {
  return <LeaveTypeChip name={types.name(request.type, request.type_text)} colour={types.colour(request.type)} />;
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
