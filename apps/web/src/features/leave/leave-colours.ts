/** Spec §4 Holiday request status colours; national holidays pale yellow and first. */
export const STATUS_STYLE: Record<number, { label: string; bg: string; fg: string }> = {
  0: { label: 'Pending', bg: '#bfdbfe', fg: '#1e3a8a' },
  1: { label: 'Approved', bg: '#bbf7d0', fg: '#14532d' },
  2: { label: 'Declined', bg: '#dc2626', fg: '#ffffff' },
};
export const NATIONAL_HOLIDAY_STYLE = { label: 'National Holiday', bg: '#fef9c3', fg: '#713f12' };
export const NO_STATUS_STYLE = { bg: '#ffffff', fg: 'inherit' };
