import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Role, type UserListItem } from '@portal/shared';
import { renderScreen, userView } from '../../test/render-screen';
import { UserActions } from './user-actions';

const person = (changes: Partial<UserListItem>): UserListItem => ({
  ...userView({ name: 'Ben' }),
  clients: [],
  ...changes,
});
const RESET = 'Reset two-factor sign-in of Ben';

function renderActions(user: UserListItem, viewerRole: 0 | 1) {
  const viewer = userView({ id: 99, role_id: viewerRole });
  renderScreen(<UserActions user={user} viewer={viewer} onEdit={() => {}} onDialog={() => {}} />, { user: viewer });
}

/**
 * docs/product/access.md#two-factor: the reset is offered for people who have it on, within
 * docs/product/roles-and-access.md#super-admin.
 */
describe('UserActions: Reset two-factor sign-in', () => {
  afterEach(cleanup);

  it('is offered for a person with two-factor sign-in on', () => {
    renderActions(person({ two_factor_enabled: true }), Role.ADMIN);

    expect(screen.getByRole('button', { name: RESET })).toBeTruthy();
  });

  it('is not offered when it is off', () => {
    renderActions(person({ two_factor_enabled: false }), Role.ADMIN);

    expect(screen.queryByRole('button', { name: RESET })).toBeNull();
  });

  it("is not offered to an ADMIN for a SUPER_ADMIN's, but to a SUPER_ADMIN", () => {
    renderActions(person({ two_factor_enabled: true, role_id: Role.SUPER_ADMIN }), Role.ADMIN);
    expect(screen.queryByRole('button', { name: RESET })).toBeNull();
    cleanup();

    renderActions(person({ two_factor_enabled: true, role_id: Role.SUPER_ADMIN }), Role.SUPER_ADMIN);
    expect(screen.getByRole('button', { name: RESET })).toBeTruthy();
  });
});
