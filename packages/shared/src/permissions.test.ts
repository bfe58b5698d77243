import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, ROLE_PERMISSIONS, type Permission } from './permissions.js';
import { Role, ROLE_IDS, type RoleId } from './roles.js';

const rolesWith = (permission: Permission): RoleId[] => ROLE_IDS.filter((role) => can(role, permission));

/** The role → permission map of docs/product/roles-and-access.md. */
describe('permissions', () => {
  it('gives a CLIENT only their session and their own client report (docs/product/roles-and-access.md#client-role)', () => {
    expect([...ROLE_PERMISSIONS[Role.CLIENT]].sort()).toEqual(['client-report:own', 'session:own']);
  });

  it('lets every role use its own session', () => {
    expect(rolesWith('session:own')).toEqual(ROLE_IDS);
  });

  it('does not let a USER manage people', () => {
    expect(can(Role.USER, 'users:manage')).toBe(false);
    expect(can(Role.USER, 'users:manage-super-admins')).toBe(false);
  });

  it('reserves the audit trail and super-admin accounts for SUPER_ADMIN (docs/product/roles-and-access.md#super-admin, docs/product/reports.md#audit)', () => {
    expect(rolesWith('audit:read')).toEqual([Role.SUPER_ADMIN]);
    expect(rolesWith('users:manage-super-admins')).toEqual([Role.SUPER_ADMIN]);
  });

  it('shows the scheduled jobs and their runs to SUPER_ADMIN only (docs/product/jobs.md#api)', () => {
    expect(rolesWith('jobs:read')).toEqual([Role.SUPER_ADMIN]);
  });

  it('lets only a SUPER_ADMIN change a locked day (docs/product/closing.md#locks: "for everyone but a SUPER_ADMIN")', () => {
    expect(rolesWith('periods:override')).toEqual([Role.SUPER_ADMIN]);
  });

  it('lets only a SUPER_ADMIN download the full export (docs/product/access.md#export: "for SUPER_ADMIN")', () => {
    expect(rolesWith('data:export')).toEqual([Role.SUPER_ADMIN]);
  });

  it('lets people submit their own month and admins decide it (docs/product/closing.md#timesheets)', () => {
    expect(rolesWith('timesheets:submit:own')).toEqual([Role.SUPER_ADMIN, Role.ADMIN, Role.USER]);
    expect(rolesWith('timesheets:decide')).toEqual([Role.SUPER_ADMIN, Role.ADMIN]);
  });

  it('gives both admin roles the same rights apart from those five', () => {
    const superOnly = new Set<Permission>([
      'audit:read',
      'users:manage-super-admins',
      'jobs:read',
      'periods:override',
      'data:export',
    ]);

    const differences = PERMISSIONS.filter(
      (permission) => !superOnly.has(permission) && can(Role.SUPER_ADMIN, permission) !== can(Role.ADMIN, permission),
    );

    expect(differences).toEqual([]);
  });

  it('lets employees read any week but write only their own (docs/product/roles-and-access.md#employees)', () => {
    expect(rolesWith('worklogs:read')).toEqual([Role.SUPER_ADMIN, Role.ADMIN, Role.USER]);
    expect(rolesWith('worklogs:write:own')).toEqual([Role.SUPER_ADMIN, Role.ADMIN, Role.USER]);
    expect(rolesWith('worklogs:write:all')).toEqual([Role.SUPER_ADMIN, Role.ADMIN]);
  });

  it("shows employees their own row of the home-office year, and everyone's to admins only (docs/product/reports.md#home-office-year)", () => {
    expect(rolesWith('homeoffice:report:own')).toEqual([Role.SUPER_ADMIN, Role.ADMIN, Role.USER]);
    expect(rolesWith('homeoffice:report:all')).toEqual([Role.SUPER_ADMIN, Role.ADMIN]);
  });

  it("shows other people's balances to admins only (docs/product/roles-and-access.md#others-balances)", () => {
    expect(rolesWith('leave:balances:all')).toEqual([Role.SUPER_ADMIN, Role.ADMIN]);
  });

  it("shows other people's notes and private leave types to admins only (docs/product/leave.md#private-absences)", () => {
    expect(rolesWith('leave:reasons:all')).toEqual([Role.SUPER_ADMIN, Role.ADMIN]);
  });

  it('lets both admin roles file leave for others (docs/product/roles-and-access.md#employees)', () => {
    expect(rolesWith('leave:request:all')).toEqual([Role.SUPER_ADMIN, Role.ADMIN]);
  });

  it('gives a USER nothing that only admins may do', () => {
    const adminOnly = PERMISSIONS.filter((permission) => can(Role.USER, permission) && !can(Role.ADMIN, permission));

    expect(adminOnly).toEqual([]);
  });

  it('grants every permission to at least one role', () => {
    const unused = PERMISSIONS.filter((permission) => rolesWith(permission).length === 0);

    expect(unused).toEqual([]);
  });
});
