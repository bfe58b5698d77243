import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import { LeaveStatus } from '@portal/shared';

export type StatusTab = 'pending' | 'approved' | 'declined';

export const TABS: { value: StatusTab; label: string; status: number }[] = [
  { value: 'pending', label: 'Pending', status: LeaveStatus.PENDING },
  { value: 'approved', label: 'Approved', status: LeaveStatus.APPROVED },
  { value: 'declined', label: 'Declined', status: LeaveStatus.DECLINED },
];

/** docs/product/leave.md#statuses: light blue, light green, red; anything else white. */
const LOOKS: Record<number, { label: string; tone: keyof Theme['palette']['portal']['leaveChip'] }> = {
  [LeaveStatus.PENDING]: { label: 'Pending', tone: 'pending' },
  [LeaveStatus.APPROVED]: { label: 'Approved', tone: 'approved' },
  [LeaveStatus.DECLINED]: { label: 'Declined', tone: 'declined' },
};

export function statusLabel(status: number): string {
  return LOOKS[status]?.label ?? `Status ${status}`;
}

export function StatusChip({ status }: { status: number }) {
  const look = LOOKS[status] ?? { label: statusLabel(status), tone: 'other' };
  return (
    <Chip
      size="small"
      label={look.label}
      variant={LOOKS[status] ? 'filled' : 'outlined'}
      sx={{
        bgcolor: (theme) => theme.palette.portal.leaveChip[look.tone].bg,
        color: (theme) => theme.palette.portal.leaveChip[look.tone].fg,
        fontWeight: 600,
      }}
    />
  );
}
