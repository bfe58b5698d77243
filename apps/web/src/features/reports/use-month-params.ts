import { useSearchParams } from 'react-router';

/** The report's month and year in the URL (?month=&year=), today's by default. */
export function useMonthParams() {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const month = clamp(Number(params.get('month')) || now.getMonth() + 1, 1, 12);
  const year = clamp(Number(params.get('year')) || now.getFullYear(), 1900, 2099);
  const setMonth = (nextMonth: number, nextYear: number) => {
    const next = new URLSearchParams(params);
    next.set('month', String(nextMonth));
    next.set('year', String(nextYear));
    setParams(next, { replace: true });
  };
  return { month, year, setMonth, key: params.get('key') ?? undefined };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
