import { useQuery } from '@tanstack/react-query';
import type { PersonTime, UserView } from '@portal/shared';
import { publicHolidaysOfYearsQuery } from '../../lib/public-holidays';
import { useSignedInUser } from '../../lib/signed-in-user';
import { personQuery, schedulesQuery } from './api';

/** The person a leave screen is about: the signed-in person from GET /user, anyone else from GET /users/{id}. */
export function usePerson(userId: number): UserView | undefined {
  const viewer = useSignedInUser();
  const other = useQuery({ ...personQuery(userId), enabled: userId !== viewer.id });
  return userId === viewer.id ? viewer : other.data;
}

/**
 * What a person's working days are counted with (docs/product/time-model.md#working-days): their schedules, their
 * calendar's public holidays of the given years and their employment dates. While these load, the spec's week, and
 * `loaded` is false.
 */
export function usePersonTime(
  userId: number,
  firstYear: number,
  lastYear: number,
): { time: PersonTime; loaded: boolean } {
  const person = usePerson(userId);
  const schedules = useQuery(schedulesQuery(userId));
  const holidays = useQuery({
    ...publicHolidaysOfYearsQuery(firstYear, lastYear, person?.holiday_calendar_id ?? 0),
    enabled: person !== undefined,
  });
  const time: PersonTime = {
    schedules: schedules.data ?? [],
    publicHolidays: new Set((holidays.data ?? []).map((holiday) => holiday.date)),
    ...(person ? { employment: { start_date: person.start_date, end_date: person.end_date } } : {}),
  };
  return { time, loaded: schedules.isSuccess && holidays.isSuccess };
}
