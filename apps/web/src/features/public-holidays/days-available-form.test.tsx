import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { DaysAvailableForm } from './days-available-form';

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

  it("shows 'Only digits are accepted' for a negative or fractional number", async () => {
    const { days, submit } = renderDaysOff();
    fireEvent.change(days, { target: { value: '-1' } });
    submit();
    expect(await screen.findByText('Only digits are accepted')).toBeTruthy();

    fireEvent.change(days, { target: { value: '2.5' } });
    submit();

    expect(await screen.findByText('Only digits are accepted')).toBeTruthy();
  });
});
