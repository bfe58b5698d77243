import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Role, type UserListItem } from '@portal/shared';
import { renderScreen, SIGNED_IN_USER } from '../../test/render-screen';
import { NewPasswordDialog } from './new-password-dialog';

const PERSON: UserListItem = { ...SIGNED_IN_USER, id: 7, name: 'Ada Lovelace', email: 'ada@example.com', clients: [] };

function renderNewPassword() {
  renderScreen(<NewPasswordDialog user={PERSON} onClose={() => {}} />, {
    user: { ...SIGNED_IN_USER, role_id: Role.ADMIN },
  });
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const saveDisabled = () => (screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled;

describe('the New Password dialog (docs/product/people-and-clients.md#passwords: the rules of Add user)', () => {
  afterEach(cleanup);

  it("shows 'Password is required' when the password is emptied, and Save stays disabled", async () => {
    renderNewPassword();
    type(/^Password/, 'first-secret');

    type(/^Password/, '');

    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(saveDisabled()).toBe(true);
  });

  it("shows 'Confirm Password is required' when the confirmation is emptied", async () => {
    renderNewPassword();
    type(/^Password/, 'first-secret');
    type(/^Confirm password/, 'first-secret');

    type(/^Confirm password/, '');

    expect(await screen.findByText('Confirm Password is required')).toBeTruthy();
    expect(saveDisabled()).toBe(true);
  });

  it('enables Save once both fields hold the same valid password', async () => {
    renderNewPassword();

    type(/^Password/, 'first-secret');
    type(/^Confirm password/, 'first-secret');

    await screen.findByRole('button', { name: 'Save' });
    await expect.poll(saveDisabled).toBe(false);
  });
});
