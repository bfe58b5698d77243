import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import ResetPasswordPage from './reset-password-page';

function renderResetPage() {
  const link = `/change-password?${new URLSearchParams({ email: 'rita@example.com', token: 'from-the-mail' })}`;
  render(
    <MemoryRouter initialEntries={[link]}>
      <ResetPasswordPage />
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const mismatchShown = () => screen.queryByText('Passwords do not match') !== null;
const resetDisabled = () => (screen.getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled;

// docs/product/http-contract.md#validation gives this page its own words: "otherwise 'Passwords do not match' is shown and Reset is disabled."
describe("'Passwords do not match' on the reset page (docs/product/http-contract.md#validation, #bounds)", () => {
  afterEach(cleanup);

  it('shows as soon as the confirmation differs from the password, and Reset is disabled', () => {
    renderResetPage();

    type('New password', 'first-secret');
    type('Confirm new password', 'other-secret');

    expect(mismatchShown()).toBe(true);
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(resetDisabled()).toBe(true);
  });

  it('disappears when the two match, and Reset is enabled', () => {
    renderResetPage();
    type('New password', 'first-secret');
    type('Confirm new password', 'other-secret');

    type('Confirm new password', 'first-secret');

    expect(mismatchShown()).toBe(false);
    expect(resetDisabled()).toBe(false);
  });
});
