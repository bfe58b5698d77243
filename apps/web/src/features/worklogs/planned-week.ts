import {
  DEFAULT_WEEK,
  measureMinutes,
  weekdayIndex,
  type DayBarInput,
  type IsoDate,
  type PersonDays,
  type PersonDayView,
} from '@portal/shared';

/**
 * The week's days as the day bar, the tracking strip and the weekly status read them: the logged minutes with what the
 * person's schedule plans (docs/product/time-model.md#plan). Until the plan has loaded, the spec's week (8 hours Monday
 * to Friday, no holidays).
 */
export function plannedWeek(
  dates: IsoDate[],
  minutesOn: (date: IsoDate) => number,
  plan: PersonDays | undefined,
): DayBarInput[] {
  const planned = new Map((plan?.data ?? []).map((day, index) => [day.date, { day, index }]));
  return dates.map((date) => {
    const minutes = minutesOn(date);
    const found = planned.get(date);
    if (!found || !plan) return { date, minutes, isPublicHoliday: false, isPersonalHoliday: false };
    return plannedDayBar(found.day, minutes, plan.full_day_minutes[found.index] ?? found.day.scheduled_minutes);
  });
}

function plannedDayBar(day: PersonDayView, minutes: number, fullDay: number): DayBarInput {
  const isPublicHoliday = day.public_holiday !== null;
  const planned = { date: day.date, scheduled: day.scheduled_minutes, isPublicHoliday, leave: day.leave };
  return {
    date: day.date,
    minutes,
    isPublicHoliday,
    isPersonalHoliday: day.leave >= 1,
    halfDayLeave: day.leave > 0 && day.leave < 1,
    scheduled: day.scheduled_minutes,
    measure: measureMinutes(planned, fullDay),
  };
}

/** The schedule's minutes of a day: the plan's, or the spec's 8 hours Monday to Friday. */
export function scheduledOf(day: DayBarInput): number {
  if (day.scheduled !== undefined) return day.scheduled;
  return DEFAULT_WEEK[weekdayIndex(day.date)] ?? 0;
}

/**
 * docs/product/time-and-week.md#dashboard Monthly Summary: the month's approved leave on the person's working days, a
 * half day counting 0.5 (docs/product/time-model.md#half-days).
 */
export function leaveDaysInMonth(plan: PersonDays | undefined, month: string): number {
  return (plan?.data ?? [])
    .filter((day) => day.date.startsWith(month) && day.scheduled_minutes > 0)
    .reduce((sum, day) => sum + day.leave, 0);
}
