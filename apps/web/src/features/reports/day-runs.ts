export interface DayRun<T> {
  /** Index of the run's first day. */
  start: number;
  length: number;
  value: T;
}

/** Consecutive days with the same value (nulls skipped): a row drawn as a few bars instead of 365 cells. */
export function dayRuns<T>(values: (T | null)[]): DayRun<T>[] {
  const runs: DayRun<T>[] = [];
  values.forEach((value, index) => {
    if (value === null) return;
    const last = runs.at(-1);
    if (last && last.value === value && last.start + last.length === index) last.length += 1;
    else runs.push({ start: index, length: 1, value });
  });
  return runs;
}
