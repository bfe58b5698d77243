export interface DayRun<T> {
  /** Index of the run's first day. */
  start: number;
  length: number;
  value: T;
}

/**
 * Consecutive days with the same value (nulls skipped): a row drawn as a few bars instead of 365 cells. A day that is
 * `apart` (a half day) is a run of its own, drawn apart from its neighbours.
 */
export function dayRuns<T>(values: (T | null)[], apart: readonly boolean[] = []): DayRun<T>[] {
  const runs: DayRun<T>[] = [];
  values.forEach((value, index) => {
    if (value === null) return;
    const last = runs.at(-1);
    const joins = last && last.value === value && last.start + last.length === index;
    if (joins && !apart[index] && !apart[last.start]) last.length += 1;
    else runs.push({ start: index, length: 1, value });
  });
  return runs;
}
