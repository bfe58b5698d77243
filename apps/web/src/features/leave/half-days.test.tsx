import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeaveStatus, LeaveType, type ApprovalContext, type LeaveRequestView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { leaveTypesLookup } from '../../lib/leave-types';
import { renderScreen } from '../../test/render-screen';
import { firstLeaveTypes } from '../../test/leave-types';
import { ApprovalContextText } from './approval-context';
import { RequestsTable } from './requests-table';

/** Monday afternoon to Wednesday morning: two working days. */
const HALVES: LeaveRequestView = {
  id: 5,
  user: { id: 4, name: 'Ben Fischer', email: 'ben@example.com' },
  type: LeaveType.ANNUAL,
  type_text: 'Annual leave',
  notes: 'Trip',
  from_date: '2027-03-01',
  to_date: '2027-03-03',
  from_half: 'afternoon',
  to_half: 'morning',
  status: LeaveStatus.PENDING,
  requesting_id: 4,
  confirming_id: null,
  working_days: 2,
  decided_by: null,
  decided_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
};
const TYPES = leaveTypesLookup(firstLeaveTypes());
const CONTEXT: ApprovalContext = { request_id: 5, working_days: 2.5, balance_left_after: 12.5, away: [] };

const cells = () =>
  within(screen.getAllByRole('row')[1]!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('requests with half days (docs/product/time-model.md#half-days)', () => {
  afterEach(cleanup);

  it('say where a request starts or ends at noon, and count its days in halves', () => {
    renderScreen(
      <RequestsTable
        requests={[{ ...HALVES, working_days: 2.5 }]}
        types={TYPES}
        canWithdraw={false}
        onWithdraw={() => {}}
      />,
    );

    expect(cells().slice(1, 4)).toEqual(['2027-03-01, from noon', '2027-03-03, until noon', '2.5']);
  });

  it('show the approval context in halves: 2.5 working days, 12.5 left', () => {
    renderScreen(<ApprovalContextText usesAllowance context={CONTEXT} state="ready" />);

    expect(screen.getByText('2.5 working days')).toBeTruthy();
    expect(screen.getByText('12.5 days left after approval')).toBeTruthy();
  });

  it('say it in German, with decimal commas', async () => {
    await i18n.changeLanguage('de');
    try {
      renderScreen(
        <RequestsTable
          requests={[{ ...HALVES, working_days: 2.5 }]}
          types={TYPES}
          canWithdraw={false}
          onWithdraw={() => {}}
        />,
      );
      expect(cells().slice(1, 4)).toEqual(['01.03.2027, ab Mittag', '03.03.2027, bis Mittag', '2,5']);
      cleanup();

      renderScreen(<ApprovalContextText usesAllowance context={CONTEXT} state="ready" />);
      expect(screen.getByText('2,5 Arbeitstage')).toBeTruthy();
      expect(screen.getByText('Nach Genehmigung 12,5 Tage übrig')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
