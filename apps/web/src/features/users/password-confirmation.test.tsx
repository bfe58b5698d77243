import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserListItem } from '@portal/shared';
import { directoryKeys } from '../../lib/directory';
import { renderScreen, testQueryClient, userView } from '../../test/render-screen';
import { AddUserForm } from './add-user-form';
import { NewPasswordDialog } from './new-password-dialog';

const PERSON: UserListItem = { ...userView({ id: 7, name: 'Ada Lovelace', email: 'ada@example.com' }), clients: [] };

/** The forms as the app mounts them; the client list is there already, so nothing is fetched. */
function renderWithProviders(ui: ReactNode) {
  const queryClient = testQueryClient();
  queryClient.setQueryDefaults(directoryKeys.clients, { staleTime: Infinity });
  queryClient.setQueryData(directoryKeys.clients, []);
  renderScreen(ui, { queryClient });
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const mismatchShown = () => screen.queryByText('Passwords must match') !== null;

describe.each([
  ['the Add User form (also /register)', () => renderWithProviders(<AddUserForm />), 'Add user'],
  [
    'the New Password dialog',
    () => renderWithProviders(<NewPasswordDialog user={PERSON} onClose={() => {}} />),
    'Save',
  ],
])(
  "'Passwords must match' in %s (docs/product/http-contract.md#validation, docs/product/people-and-clients.md#add-user)",
  (_form, renderForm, submitLabel) => {
    afterEach(cleanup);

    it('shows as soon as the two passwords differ, while the other fields are still empty', async () => {
      renderForm();

      type(/^Password/, 'first-secret');
      type(/^Confirm password/, 'other-secret');

      await waitFor(() => expect(mismatchShown()).toBe(true));
      expect(screen.getByLabelText(/^Confirm password/).getAttribute('aria-invalid')).toBe('true');
      expect((screen.getByRole('button', { name: submitLabel }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('disappears when the confirmation is corrected', async () => {
      renderForm();
      type(/^Password/, 'first-secret');
      type(/^Confirm password/, 'first-secre');
      await waitFor(() => expect(mismatchShown()).toBe(true));

      type(/^Confirm password/, 'first-secret');

      await waitFor(() => expect(mismatchShown()).toBe(false));
      expect(screen.getByLabelText(/^Confirm password/).getAttribute('aria-invalid')).toBe('false');
    });

    it('disappears when the password is changed to match the confirmation', async () => {
      renderForm();
      type(/^Password/, 'first-secret');
      type(/^Confirm password/, 'second-secret');
      await waitFor(() => expect(mismatchShown()).toBe(true));

      type(/^Password/, 'second-secret');

      await waitFor(() => expect(mismatchShown()).toBe(false));
    });

    it('says nothing about matching before the confirmation is typed', async () => {
      renderForm();

      type(/^Password/, 'short');

      await waitFor(() => expect(screen.queryByText('Password must be at least 6 characters')).not.toBeNull());
      expect(mismatchShown()).toBe(false);
      expect(screen.getByLabelText(/^Confirm password/).getAttribute('aria-invalid')).toBe('false');
    });
  },
);

describe('the Add User form once everything else is valid', () => {
  afterEach(cleanup);

  it('enables Add user when the passwords match, and disables it with the message when they differ', async () => {
    renderWithProviders(<AddUserForm />);
    type(/^Name/, 'Grace Hopper');
    type(/^E-mail/, 'grace@example.com');
    type(/^Password/, 'first-secret');
    type(/^Confirm password/, 'first-secret');
    const addUser = screen.getByRole('button', { name: 'Add user' }) as HTMLButtonElement;
    await waitFor(() => expect(addUser.disabled).toBe(false));

    type(/^Password/, 'changed-secret');

    await waitFor(() => expect(mismatchShown()).toBe(true));
    expect(screen.getAllByText('Passwords must match')).toHaveLength(1);
    await waitFor(() => expect(addUser.disabled).toBe(true));
  });
});
