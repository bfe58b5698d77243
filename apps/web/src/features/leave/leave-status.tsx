import Chip from '@mui/material/Chip';
import { LeaveStatus } from '@portal/shared';

export type StatusTab = 'pending' | 'approved' | 'declined';

export const TABS: { value: StatusTab; label: string; status: number }[] = [
  { value: 'pending', label: 'Pending', status: LeaveStatus.PENDING },
  { value: 'approved', label: 'Approved', status: LeaveStatus.APPROVED },
  { value: 'declined', label: 'Declined', status: LeaveStatus.DECLINED },
];

/** Spec §4 Holiday request status: light blue, light green, red; anything else white. */
const LOOKS: Record<number, { label: string; bg: string; fg: string }> = {
  [LeaveStatus.PENDING]: { label: 'Pending', bg: '#dbeafe', fg: '#1e3a8a' },
  [LeaveStatus.APPROVED]: { label: 'Approved', bg: '#dcfce7', fg: '#14532d' },
  [LeaveStatus.DECLINED]: { label: 'Declined', bg: '#fecaca', fg: '#7f1d1d' },
};

export function statusLabel(status: number): string {
  return LOOKS[status]?.label ?? `Status ${status}`;
}

export function StatusChip({ status }: { status: number }) {
  const look = LOOKS[status] ?? { label: statusLabel(status), bg: '#fff', fg: '#111827' };
  return (
    <Chip
      size="small"
      label={look.label}
      variant={LOOKS[status] ? 'filled' : 'outlined'}
      sx={{ bgcolor: look.bg, color: look.fg, fontWeight: 600 }}
    />
  );
}
