import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
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
