import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderScreen } from '../../test/render-screen';
import { leaveTypesAnswer } from '../../test/leave-types';
import { portalSettings } from '../../test/portal-settings';
import { reply, useStubbedApi } from '../../test/stubbed-api';
import { RequestForm } from './request-form';

const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

describe('the holiday request form (docs/product/leave.md#request-form)', () => {
  afterEach(cleanup);

  it("shows 'Please select a holiday type.' when no type is chosen", async () => {
    renderScreen(<RequestForm />);

    confirm();

    expect(await screen.findByText('Please select a holiday type.')).toBeTruthy();
  });

  it("shows 'Invalid date range. The start date cannot be after the end date.' without two dates", async () => {
    renderScreen(<RequestForm />);

    confirm();

    expect(await screen.findByText('Invalid date range. The start date cannot be after the end date.')).toBeTruthy();
  });

  it('shows the signed-in person as the requesting user, read-only, for a USER', () => {
    renderScreen(<RequestForm />);

    const requesting = screen.getByLabelText('Requesting user') as HTMLInputElement;
    expect(requesting.value).toBe('Ben Fischer');
    expect(requesting.readOnly).toBe(true);
  });
});

describe('the holiday request form in German', { timeout: 30_000 }, () => {
  const answer = (url: string, init?: RequestInit): Response => {
    const { pathname } = new URL(url, 'http://portal.test');
    if (pathname === '/api/leave_types') return reply('GET /leave_types', leaveTypesAnswer(init));
    if (pathname === '/api/settings')
      return reply('GET /settings', { data: portalSettings({ leave_approver: { id: 1, name: 'Anna Weber' } }) });
    if (pathname === '/api/national_holidays') return reply('GET /national_holidays', { data: [] });
    if (pathname === '/api/users/4/schedules') return reply('GET /users/:id/schedules', { data: [] });
    throw new Error(`unexpected call ${url}`);
  };
  useStubbedApi(async (url, init) => answer(url, init));
  beforeEach(() => i18n.changeLanguage('de'));
  afterEach(() => i18n.changeLanguage('en'));

  it('names its fields, leave types and picker in German and refuses Annual leave too late in German', async () => {
    const lastYear = new Date().getFullYear() + 1;
    renderScreen(<RequestForm />);

    expect(screen.getByRole('form', { name: 'Urlaub beantragen' })).toBeTruthy();
    expect((screen.getByLabelText('Beantragt für') as HTMLInputElement).value).toBe('Ben Fischer');
    expect(screen.getByRole('status', { name: 'Arbeitstage: 0' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Kalendertage: 0' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Art' }));
    const types = await screen.findByRole('listbox');
    expect((await within(types).findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Urlaub',
      'Krankheit',
      'Sonderurlaub',
      'Unbezahlter Urlaub',
      'Freizeitausgleich',
    ]);
    fireEvent.click(within(types).getByRole('option', { name: 'Urlaub' }));

    fireEvent.click(screen.getByRole('button', { name: 'Zeitraum wählen' }));
    const picker = await screen.findByRole('dialog', { name: 'Ersten und letzten Tag wählen' });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Jahr auswählen' }), {
      target: { value: String(lastYear + 1) },
    });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Monat auswählen' }), { target: { value: '0' } });
    const day = (date: number) => picker.querySelector(`[data-day="${lastYear + 1}-01-0${date}"] button`)!;
    expect(day(4).getAttribute('aria-label')).toMatch(
      new RegExp(`^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), 4\\. Januar ${lastYear + 1}$`),
    );
    fireEvent.click(day(4));
    fireEvent.click(day(5));

    expect(await screen.findByRole('button', { name: `04.01.${lastYear + 1} – 05.01.${lastYear + 1}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Beantragen' }));
    expect(
      await screen.findByText(`Erholungsurlaub kannst du bis zum 31. Dezember ${lastYear} beantragen.`),
    ).toBeTruthy();
  });
});
