import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeaveStatus, type LeaveRequestView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { leaveTypesLookup } from '../../lib/leave-types';
import { renderScreen } from '../../test/render-screen';
import { firstLeaveTypes } from '../../test/leave-types';
import { halfDays, YearCalendar } from './year-calendar';

/** Approved leave from Monday 1 March 2027 at noon to Wednesday 3 March at noon. */
const HALVES: LeaveRequestView = {
  id: 5,
  user: { id: 4, name: 'Ben Fischer', email: 'ben@example.com' },
  type: 0,
  type_text: 'Annual leave',
  notes: 'Trip',
  from_date: '2027-03-01',
  to_date: '2027-03-03',
  from_half: 'afternoon',
  to_half: 'morning',
  status: LeaveStatus.APPROVED,
  requesting_id: 4,
  confirming_id: 1,
  working_days: 2,
  decided_by: null,
  decided_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
};

const TYPES = leaveTypesLookup(firstLeaveTypes());
const dayCell = (date: string) => document.querySelector(`[data-date="${date}"]`)!;

describe('half days on the year calendar (docs/product/time-model.md#half-days)', () => {
  afterEach(cleanup);

  it('knows the days a request takes only half of', () => {
    expect([...halfDays([HALVES])]).toEqual(['2027-03-01', '2027-03-03']);
    expect([...halfDays([{ ...HALVES, from_half: 'full', to_half: 'full' }])]).toEqual([]);
  });

  it('draws a half day apart from a whole one and names it', async () => {
    renderScreen(<YearCalendar year={2027} requests={[HALVES]} publicHolidays={[]} types={TYPES} />);

    const calendar = screen.getByRole('region', { name: 'Calendar 2027' });
    expect(within(calendar).getByLabelText('2027-03-01: Approved, half day (Annual leave)')).toBe(
      dayCell('2027-03-01'),
    );
    expect(within(calendar).getByLabelText('2027-03-02: Approved (Annual leave)')).toBe(dayCell('2027-03-02'));
    expect(dayCell('2027-03-01').getAttribute('data-half')).toBe('true');
    expect(dayCell('2027-03-02').getAttribute('data-half')).toBeNull();

    await i18n.changeLanguage('de');
    try {
      cleanup();
      const german = leaveTypesLookup(firstLeaveTypes('de'));
      renderScreen(<YearCalendar year={2027} requests={[HALVES]} publicHolidays={[]} types={german} />);
      expect(screen.getByLabelText('03.03.2027: Genehmigt, halber Tag (Urlaub)')).toBe(dayCell('2027-03-03'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
