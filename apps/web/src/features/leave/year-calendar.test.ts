import type { LeaveRequestView } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { dayStatuses } from './year-calendar';

function leaveRequest(id: number, from: string, to: string, status: number): LeaveRequestView {
  return {
    id,
    user: { id: 5, name: 'Ada', email: 'ada@example.com' },
    type: 0,
    type_text: 'Annual leave',
    notes: 'There are no notes added',
    from_date: from,
    to_date: to,
    status,
    requesting_id: 5,
    confirming_id: null,
    working_days: 1,
    from_half: 'full',
    to_half: 'full',
    decided_by: null,
    decided_at: null,
    created_at: '2026-11-01T09:00:00.000Z',
  };
}

describe('dayStatuses (docs/product/leave.md#statuses)', () => {
  it('"When several requests cover a day, the last in the list wins": the list in the order the requests were made', () => {
    // As the API sends them: the newest first. Days 2 and 3 were declined, then asked for again.
    const newestFirst = [
      leaveRequest(7, '2026-12-02', '2026-12-03', 0),
      leaveRequest(3, '2026-12-01', '2026-12-03', 2),
    ];

    const statuses = dayStatuses(newestFirst);

    expect(Object.fromEntries(statuses)).toEqual({ '2026-12-01': 2, '2026-12-02': 0, '2026-12-03': 0 });
  });
});
