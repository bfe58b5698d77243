import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkLogView } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { DayRow } from './day-row';
import type { PeriodLock } from './period-lock';

const ENTRY: WorkLogView = {
  id: 1,
  user_id: 2,
  client_id: 3,
  client_name: 'Initech',
  date: '2025-03-03',
  duration: 90,
  description: 'Pairing on the billing export',
};

function renderDay({
  readOnly = false,
  lock = null,
  entryLock = () => null,
  defaultExpanded = false,
}: {
  readOnly?: boolean;
  lock?: PeriodLock | null;
  entryLock?: (entry: WorkLogView) => PeriodLock | null;
  defaultExpanded?: boolean;
} = {}) {
  const handlers = { onToggleHomeOffice: vi.fn(), onAdd: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(
    <DayRow
      date="2025-03-03"
      entries={[ENTRY]}
      homeOffice={false}
      readOnly={readOnly}
      lock={lock}
      entryLock={entryLock}
      defaultExpanded={defaultExpanded}
      {...handlers}
    />,
  );
  const day = screen.getByRole('region', { name: 'Monday 3 Mar' });
  const toggle = within(day).getByRole('button', { name: 'Monday 3 Mar' });
  return { day, toggle, handlers };
}

const expanded = (toggle: HTMLElement) => toggle.getAttribute('aria-expanded');

describe('the day header (docs/product/time-and-week.md#dashboard, docs/product/http-contract.md#bounds)', () => {
  afterEach(cleanup);

  it("opens and closes the day when the day's name is clicked", () => {
    const { toggle } = renderDay();
    expect(expanded(toggle)).toBe('false');

    fireEvent.click(screen.getByText('Monday 3 Mar'));
    expect(expanded(toggle)).toBe('true');

    fireEvent.click(screen.getByText('Monday 3 Mar'));
    expect(expanded(toggle)).toBe('false');
  });

  it('opens and closes the day from anywhere else on the header: the hours, the arrow, the space between', () => {
    const { day, toggle } = renderDay();

    fireEvent.click(within(day).getByText('1h 30m'));
    expect(expanded(toggle)).toBe('true');

    fireEvent.click(within(day).getByTestId('ExpandLessIcon'));
    expect(expanded(toggle)).toBe('false');

    fireEvent.click(within(day).getByRole('heading', { level: 3 }).parentElement!);
    expect(expanded(toggle)).toBe('true');
  });

  it('is a real button for the keyboard, naming the list it opens', () => {
    const { toggle } = renderDay();

    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.closest('h3')).not.toBeNull();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.textContent).toContain(
      'Pairing on the billing export',
    );
  });

  it('leaves the day as it is when the home-office switch or the add button is used', () => {
    const { day, toggle, handlers } = renderDay();

    fireEvent.click(within(day).getByRole('switch', { name: 'Home office' }));
    expect(handlers.onToggleHomeOffice).toHaveBeenCalledWith(true);
    expect(expanded(toggle)).toBe('false');

    fireEvent.click(within(day).getByRole('button', { name: 'Add entry for Monday 3 Mar' }));
    expect(handlers.onAdd).toHaveBeenCalledOnce();
    expect(expanded(toggle)).toBe('true');
    fireEvent.click(within(day).getByRole('button', { name: 'Add entry for Monday 3 Mar' }));
    expect(expanded(toggle)).toBe('true');
  });

  it('still opens and closes a read-only day', () => {
    const { toggle } = renderDay({ readOnly: true });

    fireEvent.click(toggle);

    expect(expanded(toggle)).toBe('true');
  });

  it('has no serious or critical axe findings, such as controls nested in controls', async () => {
    const { day, toggle } = renderDay();
    fireEvent.click(toggle);

    const { violations } = await axe.run(day, { resultTypes: ['violations'] });

    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual(
      [],
    );
  });

  it('names the day, its hours and controls in German', async () => {
    await i18n.changeLanguage('de');
    try {
      render(
        <DayRow
          date="2025-03-03"
          entries={[ENTRY]}
          homeOffice={false}
          readOnly={false}
          lock={null}
          entryLock={() => null}
          defaultExpanded
          onToggleHomeOffice={vi.fn()}
          onAdd={vi.fn()}
          onEdit={vi.fn()}
          onDelete={vi.fn()}
        />,
      );

      const day = screen.getByRole('region', { name: 'Montag, 3. März' });
      expect(within(day).getByText('1 h 30 min')).toBeTruthy();
      expect(within(day).getByText('Initech · 1 h 30 min')).toBeTruthy();
      expect(within(day).getByRole('switch', { name: 'Homeoffice' })).toBeTruthy();
      expect(within(day).getByRole('button', { name: 'Eintrag für Montag, 3. März hinzufügen' })).toBeTruthy();
      expect(within(day).getByRole('button', { name: 'Pairing on the billing export bearbeiten' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('a locked day (docs/product/closing.md#locks)', () => {
  afterEach(cleanup);
  const closed: PeriodLock = { text: 'Locked: the period up to 31 March 2025 is closed.', override: false };

  it('is read-only: no add, edit or delete, and the home-office switch is off limits', () => {
    const { day } = renderDay({ lock: closed, defaultExpanded: true });

    expect(within(day).queryByRole('button', { name: 'Add entry for Monday 3 Mar' })).toBeNull();
    expect(within(day).queryByRole('button', { name: 'Edit Pairing on the billing export' })).toBeNull();
    expect(within(day).queryByRole('button', { name: 'Delete Pairing on the billing export' })).toBeNull();
    expect((within(day).getByRole('switch', { name: 'Home office' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(day).getByText('Pairing on the billing export')).toBeTruthy();
  });

  // The tooltip on keyboard focus needs :focus-visible, which jsdom lacks: e2e/tests/month-close.e2e.ts tabs to it.
  it('says why in its lock: the name a keyboard reaches and the tooltip on hover', async () => {
    const { day } = renderDay({ lock: closed });
    const lock = within(day).getByRole('img', { name: closed.text });

    act(() => lock.focus());
    fireEvent.mouseOver(lock);

    expect(document.activeElement).toBe(lock);
    expect((await screen.findByRole('tooltip')).textContent).toBe(closed.text);
  });

  it('stays editable for a super administrator, with the lock and its note', () => {
    const overridden: PeriodLock = { text: `${closed.text} Your changes are recorded.`, override: true };
    const { day } = renderDay({ lock: overridden, defaultExpanded: true });

    expect(within(day).getByRole('img', { name: overridden.text })).toBeTruthy();
    expect(within(day).getByTestId('override-note').textContent).toBe(overridden.text);
    expect(within(day).getByRole('button', { name: 'Add entry for Monday 3 Mar' })).toBeTruthy();
    expect(within(day).getByRole('button', { name: 'Edit Pairing on the billing export' })).toBeTruthy();
    expect((within(day).getByRole('switch', { name: 'Home office' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('locks only the logs of a client that signed the month off; the day stays open', () => {
    const signedOff: PeriodLock = { text: 'Locked: Initech signed off March 2025.', override: false };
    const { day } = renderDay({
      entryLock: (entry) => (entry.client_id === 3 ? signedOff : null),
      defaultExpanded: true,
    });

    expect(within(day).getByRole('img', { name: signedOff.text })).toBeTruthy();
    expect(within(day).queryByRole('button', { name: 'Edit Pairing on the billing export' })).toBeNull();
    expect(within(day).getByRole('button', { name: 'Add entry for Monday 3 Mar' })).toBeTruthy();
    expect((within(day).getByRole('switch', { name: 'Home office' }) as HTMLInputElement).disabled).toBe(false);
  });
});
