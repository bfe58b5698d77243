import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@portal/shared';
import { i18n } from '../../lib/i18n';
import { renderScreen, SIGNED_IN_USER, userView } from '../../test/render-screen';
import { refuse, reply, useStubbedApi } from '../../test/stubbed-api';
import { DaysAvailableForm } from './days-available-form';

/** A busy 2-core machine draws the form slowly in jsdom: wait longer than the default. */
const LOADED = { timeout: 10_000 };

function renderDaysOff() {
  renderScreen(<DaysAvailableForm />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });
  return {
    days: screen.getByLabelText('Available days'),
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })),
  };
}

describe('the days-off form (docs/product/leave.md#allowances)', () => {
  afterEach(cleanup);

  it('shows "Fields can\'t be empty" under the person and the number when both are missing', async () => {
    const { submit } = renderDaysOff();

    submit();

    expect(await screen.findAllByText("Fields can't be empty")).toHaveLength(2);
    expect(screen.getByLabelText('Available days').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('User').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows 'Only digits are accepted' for a number with anything but digits", async () => {
    const { days, submit } = renderDaysOff();
    fireEvent.change(days, { target: { value: '2a' } });

    submit();

    expect(await screen.findByText('Only digits are accepted')).toBeTruthy();
  });

  it("shows 'Only digits are accepted' for a negative number, and refuses days that are not whole or half", async () => {
    const { days, submit } = renderDaysOff();
    fireEvent.change(days, { target: { value: '-1' } });
    submit();
    expect(await screen.findByText('Only digits are accepted')).toBeTruthy();

    fireEvent.change(days, { target: { value: '2.3' } });
    submit();

    expect(await screen.findByText('Days must be whole or half days (such as 12 or 12.5).')).toBeTruthy();
  });
});

const OLGA = userView({ id: 7, name: 'Olga Nowak', start_date: '2026-07-01' });
const suggestions: string[] = [];
const saved: unknown[] = [];

async function serve(url: string, init?: RequestInit): Promise<Response> {
  const { pathname, searchParams } = new URL(url, 'http://portal.test');
  if (pathname === '/api/users') return reply('GET /users', { data: [{ ...OLGA, clients: [] }] });
  if (pathname === '/api/days_available/suggest') {
    suggestions.push(searchParams.toString());
    if (searchParams.get('year') === '2025') return refuse('VALIDATION_FAILED', 'Olga was not employed in 2025.');
    // docs/product/leave.md#pro-rata: 30 days for someone who starts on 1 July 2026, 132 of 261 working days.
    const total = Number(searchParams.get('total'));
    return reply('GET /days_available/suggest', {
      data: { suggested: Math.round(((total * 132) / 261) * 2) / 2, scheduled_days: 132, year_days: 261 },
    });
  }
  if (pathname === '/api/days_available' && init?.method === 'POST') {
    saved.push(JSON.parse(String(init.body)));
    return reply('POST /days_available', { message: 'Available days updated.', updated: 1 });
  }
  throw new Error(`unexpected call ${url}`);
}

describe('the pro rata suggestion of the days-off form (docs/product/leave.md#pro-rata)', { timeout: 30_000 }, () => {
  useStubbedApi(serve, () => {
    suggestions.length = 0;
    saved.length = 0;
  });
  afterEach(() => i18n.changeLanguage('en'));

  async function choose(person: string, year: string) {
    const form = renderDaysOff();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Year' }));
    fireEvent.click(await screen.findByRole('option', { name: year }));
    fireEvent.change(screen.getByRole('combobox', { name: 'User' }), { target: { value: person.slice(0, 3) } });
    fireEvent.click(await screen.findByRole('option', { name: person }, LOADED));
    return form;
  }

  it('suggests days for one person, a year and a full year of days, and puts them in the field on request', async () => {
    const { days, submit } = await choose('Olga Nowak', '2026');
    expect(suggestions).toEqual([]);
    fireEvent.change(days, { target: { value: '30' } });

    expect(
      await screen.findByText('Suggested for Olga Nowak: 15 days — 132 of 261 working days in 2026', {}, LOADED),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use 15' }));
    expect((days as HTMLInputElement).value).toBe('15');
    // Still worked out from the full year's 30 days, not from the 15 now in the field.
    expect(screen.getByText('Suggested for Olga Nowak: 15 days — 132 of 261 working days in 2026')).toBeTruthy();
    expect(suggestions).toEqual(['user_id=7&year=2026&total=30']);

    // The admin may still type another number, halves too.
    fireEvent.change(days, { target: { value: '15,5' } });
    submit();
    await vi.waitFor(() => expect(saved).toEqual([{ year: 2026, total: 15.5, user: 7 }]));
  });

  it('asks nothing for All and says when there is no suggestion', async () => {
    const { days } = await choose('Olga Nowak', '2025');
    fireEvent.change(days, { target: { value: '30' } });

    expect(await screen.findByText('No suggestion: Olga was not employed in 2025.', {}, LOADED)).toBeTruthy();

    const user = screen.getByRole('combobox', { name: 'User' });
    user.focus();
    fireEvent.change(user, { target: { value: 'All' } });
    fireEvent.click(await screen.findByRole('option', { name: 'All' }));
    await vi.waitFor(() => expect(screen.queryByText(/suggestion/i)).toBeNull());
    expect(suggestions).toEqual(['user_id=7&year=2025&total=30']);
  });

  it('suggests in German, with a decimal comma', async () => {
    await i18n.changeLanguage('de');
    renderScreen(<DaysAvailableForm />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Person' }), { target: { value: 'Olg' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Olga Nowak' }, LOADED));
    const days = screen.getByLabelText(/^Verfügbare Tage/);
    fireEvent.change(days, { target: { value: '25' } });

    expect(
      await screen.findByText('Vorschlag für Olga Nowak: 12,5 Tage — 132 von 261 Arbeitstagen in 2026', {}, LOADED),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '12,5 übernehmen' }));
    expect((days as HTMLInputElement).value).toBe('12,5');
  });
});
