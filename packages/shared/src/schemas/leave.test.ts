import { describe, expect, it } from 'vitest';
import { plainRangeQuery, userRangeQuery } from './leave.js';

const START_AFTER_END = 'validation:start_after_end';

/** Range queries: "start not after end" (docs/product/leave.md#request-form), both ends included (docs/product/time-and-week.md#constants). */
describe('range queries', () => {
  it('accepts a range whose start is its end', () => {
    expect(plainRangeQuery.safeParse({ from: '2026-11-16', to: '2026-11-16' }).success).toBe(true);
    expect(userRangeQuery.parse({ user_id: '7', from: '2026-11-16', to: '2026-11-22' })).toEqual({
      user_id: 7,
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });

  it('refuses a start after the end, on the from field', () => {
    const plain = plainRangeQuery.safeParse({ from: '2026-11-23', to: '2026-11-22' });
    const ofUser = userRangeQuery.safeParse({ user_id: '7', from: '2027-01-01', to: '2026-12-31' });

    expect(plain.error?.issues).toEqual([expect.objectContaining({ path: ['from'], message: START_AFTER_END })]);
    expect(ofUser.error?.issues).toEqual([expect.objectContaining({ path: ['from'], message: START_AFTER_END })]);
  });

  it('refuses a user id that is not a positive whole number', () => {
    expect(userRangeQuery.safeParse({ user_id: 'me', from: '2026-11-16', to: '2026-11-22' }).success).toBe(false);
    expect(userRangeQuery.safeParse({ user_id: '0', from: '2026-11-16', to: '2026-11-22' }).success).toBe(false);
  });
});
