import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import ForgotPasswordPage from './forgot-password-page';

function renderForgotPassword() {
  renderScreen(<ForgotPasswordPage />);
  return {
    email: screen.getByLabelText('E-mail'),
    reset: () => fireEvent.click(screen.getByRole('button', { name: 'Reset' })),
  };
}

describe('the forgot-password page (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#validation e-mail rules)', () => {
  afterEach(cleanup);

  it("shows 'Email is required' for an empty address", async () => {
    const { email, reset } = renderForgotPassword();

    reset();

    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows 'Invalid email address' for an address without a domain", async () => {
    const { email, reset } = renderForgotPassword();
    fireEvent.change(email, { target: { value: 'rita@' } });

    reset();

    expect(await screen.findByText('Invalid email address')).toBeTruthy();
  });

  it("has a 'Back to login' link to the login page", () => {
    renderForgotPassword();

    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/');
  });
});
