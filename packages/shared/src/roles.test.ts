import { describe, expect, it } from 'vitest';
import { isAdminRole, isEmployeeRole, Role, ROLE_IDS } from './roles.js';

/** Role ids of docs/product/roles-and-access.md#permissions (docs/product/roles-and-access.md#roles). */
describe('roles', () => {
  it('numbers the roles as the spec does', () => {
    expect(Role).toEqual({ SUPER_ADMIN: 0, ADMIN: 1, USER: 2, CLIENT: 3 });
    expect(ROLE_IDS).toEqual([0, 1, 2, 3]);
  });

  it('counts SUPER_ADMIN and ADMIN as admins, nobody else', () => {
    expect(ROLE_IDS.filter(isAdminRole)).toEqual([Role.SUPER_ADMIN, Role.ADMIN]);
  });

  it('counts everyone but a CLIENT as an employee', () => {
    expect(ROLE_IDS.filter(isEmployeeRole)).toEqual([Role.SUPER_ADMIN, Role.ADMIN, Role.USER]);
  });
});
