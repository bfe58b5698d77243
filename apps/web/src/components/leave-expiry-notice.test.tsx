import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BalancesView } from '@portal/shared';
import { i18n } from '../lib/i18n';
import { renderScreen } from '../test/render-screen';
import { LeaveExpiryNotice } from './leave-expiry-notice';

const NEVER_EXPIRES: BalancesView = {
  available_days_prev: 5,
  available_days_current: 25,
  available_days_next: 25,
  available_days_left_prev: 3,
  available_days_left_current: 25,
  available_days_left_next: 25,
  available_days_left_all: 53,
  available_days_expired_prev: 0,
  prev_usable_until: null,
};
const BEFORE = { ...NEVER_EXPIRES, prev_usable_until: '2026-03-31' };
const AFTER = {
  ...BEFORE,
  available_days_left_prev: 0,
  available_days_left_all: 50,
  available_days_expired_prev: 2,
};

function noticeOf(balances: BalancesView): string | null {
  renderScreen(<LeaveExpiryNotice balances={balances} />);
  const text = screen.queryByRole('status')?.textContent ?? null;
  cleanup();
  return text;
}

describe("last year's days that expire (docs/product/leave.md#carry-over)", () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says how many days expire on which day before it, and how many expired after it', () => {
    expect(noticeOf(BEFORE)).toBe('3 days from 2025 expire on 31 March 2026.');
    expect(noticeOf({ ...BEFORE, available_days_left_prev: 1 })).toBe('1 day from 2025 expires on 31 March 2026.');
    expect(noticeOf({ ...BEFORE, available_days_left_prev: 2.5 })).toBe('2.5 days from 2025 expire on 31 March 2026.');
    expect(noticeOf(AFTER)).toBe('2 days from 2025 expired on 31 March 2026.');
    expect(noticeOf({ ...AFTER, available_days_expired_prev: 1 })).toBe('1 day from 2025 expired on 31 March 2026.');
  });

  it('says nothing without expiry, without leftover days or once none were left to expire', () => {
    expect(noticeOf(NEVER_EXPIRES)).toBeNull();
    expect(noticeOf({ ...BEFORE, available_days_left_prev: 0 })).toBeNull();
    expect(noticeOf({ ...AFTER, available_days_expired_prev: 0 })).toBeNull();
    // An overdrawn leftover has no days to lose.
    expect(noticeOf({ ...BEFORE, available_days_left_prev: -1 })).toBeNull();
  });

  it('says it in German, with the German date and a decimal comma', async () => {
    await i18n.changeLanguage('de');

    expect(noticeOf(BEFORE)).toBe('3 Tage aus 2025 verfallen am 31. März 2026.');
    expect(noticeOf({ ...BEFORE, available_days_left_prev: 1 })).toBe('1 Tag aus 2025 verfällt am 31. März 2026.');
    expect(noticeOf({ ...BEFORE, available_days_left_prev: 2.5 })).toBe(
      '2,5 Tage aus 2025 verfallen am 31. März 2026.',
    );
    expect(noticeOf(AFTER)).toBe('2 Tage aus 2025 sind am 31. März 2026 verfallen.');
    expect(noticeOf({ ...AFTER, available_days_expired_prev: 1 })).toBe(
      '1 Tag aus 2025 ist am 31. März 2026 verfallen.',
    );
  });
});
