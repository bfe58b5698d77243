import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import ClientsPage from './clients-page';

function renderAddClient() {
  renderScreen(<ClientsPage />, { user: { ...SIGNED_IN_USER, role_id: Role.ADMIN } });
  const form = screen.getByRole('form', { name: 'Add Client' });
  return {
    name: within(form).getByLabelText('Client Name'),
    add: () => fireEvent.click(within(form).getByRole('button', { name: 'Add Client' })),
  };
}

describe('the add-client form (docs/product/people-and-clients.md#clients)', () => {
  afterEach(cleanup);

  it("shows 'Client Name is required' for an empty name", async () => {
    const { name, add } = renderAddClient();

    add();

    expect(await screen.findByText('Client Name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows 'Client Name is required' for a name of spaces only", async () => {
    const { name, add } = renderAddClient();
    fireEvent.change(name, { target: { value: '   ' } });

    add();

    expect(await screen.findByText('Client Name is required')).toBeTruthy();
  });
});
