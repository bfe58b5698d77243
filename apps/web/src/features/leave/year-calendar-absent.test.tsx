import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeaveStatus, type LeaveRequestView } from '@portal/shared';
import { leaveTypesLookup } from '../../lib/leave-types';
import { renderScreen } from '../../test/render-screen';
import { firstLeaveTypes } from '../../test/leave-types';
import { dayTypes, typesInYear, YearCalendar } from './year-calendar';

/** A colleague's sick day as the server sends it (docs/product/leave.md#private-absences): no type, 'Absent', no notes. */
const ABSENT: LeaveRequestView = {
  id: 9,
  user: { id: 4, name: 'Ben Fischer', email: 'ben@example.com' },
  type: null,
  type_text: 'Abwesend',
  notes: null,
  from_date: '2027-03-02',
  to_date: '2027-03-02',
  from_half: 'full',
  to_half: 'full',
  status: LeaveStatus.APPROVED,
  requesting_id: 4,
  confirming_id: 1,
  working_days: 1,
  decided_by: null,
  decided_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
};

const TYPES = leaveTypesLookup(firstLeaveTypes());

describe("a colleague's private leave on the year calendar (docs/product/leave.md#private-absences)", () => {
  afterEach(cleanup);

  it('keeps the day without a type and lists it last among the types of the year', () => {
    expect(dayTypes([ABSENT]).get('2027-03-02')).toBeNull();
    expect(typesInYear(2027, [ABSENT, { ...ABSENT, id: 10, type: 0, type_text: 'Annual leave' }], TYPES)).toEqual([
      0,
      null,
    ]);
  });

  it("names the day with the server's word for it and marks it in grey", () => {
    renderScreen(<YearCalendar year={2027} requests={[ABSENT]} publicHolidays={[]} types={TYPES} />);

    const calendar = screen.getByRole('region', { name: 'Calendar 2027' });
    const day = within(calendar).getByLabelText('2027-03-02: Approved (Abwesend)');
    expect(day.getAttribute('data-type')).toBe('absent');
    expect(TYPES.colour(null)).toBe('#616161');
    expect(TYPES.name(null, 'Abwesend')).toBe('Abwesend');
  });
});
