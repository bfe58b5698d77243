import { useSearchParams } from 'react-router';
import { localIsoDate } from '@portal/shared';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The Timesheets screen's month in the URL (?month=YYYY-MM), this month by default. */
export function useMonthParam(): { month: string; setMonth(month: string): void } {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : localIsoDate(new Date()).slice(0, 7);
  const setMonth = (next: string) => {
    const changed = new URLSearchParams(params);
    changed.set('month', next);
    setParams(changed, { replace: true });
  };
  return { month, setMonth };
}
