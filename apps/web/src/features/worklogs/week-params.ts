import { useSearchParams } from 'react-router';
import { isoDate, localIsoDate, weekStart, type IsoDate } from '@portal/shared';

/** The dashboard's week and person live in the URL (?week=…&user=…), so a reload or a link shows the same view. */
export function useWeekParams(defaultUserId: number) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('week');
  const monday =
    requested && isoDate.safeParse(requested).success ? weekStart(requested) : weekStart(localIsoDate(new Date()));
  const userId = Number(params.get('user')) || defaultUserId;

  const update = (changes: { week?: IsoDate; user?: number }) => {
    const next = new URLSearchParams(params);
    if (changes.week !== undefined) next.set('week', weekStart(changes.week));
    if (changes.user !== undefined) next.set('user', String(changes.user));
    setParams(next);
  };
  return { monday, userId, setWeek: (week: IsoDate) => update({ week }), setUser: (user: number) => update({ user }) };
}
