import { callApi, superAdminToken } from './employees';

/** The days the leave screens' tests ask for and count (holidays-*.e2e.ts; docs/product/leave.md#balances). */

export const YEAR = new Date().getFullYear();
export const dec = (day: number) => `${YEAR}-12-${String(day).padStart(2, '0')}`;

export async function publicHolidaysIn(from: string, to: string): Promise<{ date: string; title: string }[]> {
  const path = `/range/national_holidays?from=${from}&to=${to}`;
  return (await callApi<{ data: { date: string; title: string }[] }>(await superAdminToken(), 'GET', path)).data;
}

export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** docs/product/leave.md#request-form / docs/product/leave.md#balances: weekdays in the range minus the public holidays in the range. */
export async function workingDaysOf(from: string, to: string): Promise<number> {
  const holidays = new Set((await publicHolidaysIn(from, to)).map((holiday) => holiday.date));
  return eachDay(from, to).filter((day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !holidays.has(day);
  }).length;
}

export const weekdays = (from: string, to: string) =>
  eachDay(from, to).filter((day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));
