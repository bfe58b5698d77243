/** Spec §9: a standard working day is 8 hours (480 minutes); overtime is anything above. */
export const WORKDAY_MINUTES = 480;

/** Spec §4 'Employees table day status'. */
export type EmployeeDayStatus = 'insufficient' | 'success' | 'overtime' | 'nat_holiday' | 'holiday';

export interface EmployeeDay {
  minutes: number;
  isPublicHoliday: boolean;
  isPersonalHoliday: boolean;
}

/**
 * Spec §4: "One of: insufficient, overtime (over 8), success (exactly 8), nat_holiday, holiday.
 * A national holiday overrides, then a personal holiday."
 */
export function employeeDayStatus(day: EmployeeDay): EmployeeDayStatus {
  if (day.isPublicHoliday) return 'nat_holiday';
  if (day.isPersonalHoliday) return 'holiday';
  if (day.minutes > WORKDAY_MINUTES) return 'overtime';
  if (day.minutes === WORKDAY_MINUTES) return 'success';
  return 'insufficient';
}

/** Spec §9: "A duration is shown as Nh, plus Mm if the remainder is not zero." */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** Spec §9: "hours per day are minutes divided by 60 to two decimals". */
export function hoursPerDay(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

/** Spec §9: "… and the total to one decimal." */
export function totalHours(minutes: number): string {
  return (minutes / 60).toFixed(1);
}
