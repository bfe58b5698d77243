import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localIsoDate, Role } from '@portal/shared';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { PublicHolidaysForm } from './public-holidays-form';

function renderNationalHolidays() {
  renderScreen(<PublicHolidaysForm calendarId={1} onCreated={() => {}} />, {
    user: { ...SIGNED_IN_USER, role_id: Role.ADMIN },
  });
  return {
    title: screen.getByLabelText('Title') as HTMLInputElement,
    save: () => fireEvent.click(screen.getByRole('button', { name: 'Save' })),
  };
}

describe('the national holidays form (docs/product/leave.md#public-holidays)', () => {
  afterEach(cleanup);

  it("starts with the title 'National Holidays' and today's date (docs/product/time-and-week.md#constants)", () => {
    const { title } = renderNationalHolidays();

    expect(title.value).toBe('National Holidays');
    expect(screen.getByRole('button', { name: `Remove ${localIsoDate(new Date())}` })).toBeTruthy();
  });

  it("shows 'Please provide a title for the national holidays.' for a blank title", async () => {
    const { title, save } = renderNationalHolidays();
    fireEvent.change(title, { target: { value: '  ' } });

    save();

    expect(await screen.findByText('Please provide a title for the national holidays.')).toBeTruthy();
  });

  it("shows 'Please select at least one date for the national holidays.' once every date is removed", async () => {
    const { save } = renderNationalHolidays();
    const today = screen.getByRole('button', { name: `Remove ${localIsoDate(new Date())}` });
    fireEvent.click(within(today).getByTestId('CancelIcon'));
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();

    save();

    expect(await screen.findByText('Please select at least one date for the national holidays.')).toBeTruthy();
  });
});
