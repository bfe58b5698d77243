import { describe, expect, it } from 'vitest';
import { dayRuns } from './day-runs';

describe('dayRuns', () => {
  it('joins consecutive equal days and starts a new run at a change or a gap', () => {
    expect(dayRuns([null, 0, 0, 1, 1, null, 1, 0])).toEqual([
      { start: 1, length: 2, value: 0 },
      { start: 3, length: 2, value: 1 },
      { start: 6, length: 1, value: 1 },
      { start: 7, length: 1, value: 0 },
    ]);
  });

  it('keeps a day that is apart (a half day) in a run of its own', () => {
    expect(dayRuns(['a', 'a', 'a', 'a'], [false, false, true, true])).toEqual([
      { start: 0, length: 2, value: 'a' },
      { start: 2, length: 1, value: 'a' },
      { start: 3, length: 1, value: 'a' },
    ]);
  });

  it('draws nothing for a row without values', () => {
    expect(dayRuns([null, null])).toEqual([]);
  });
});
