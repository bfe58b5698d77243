import { describe, expect, it } from 'vitest';
import { LeaveStatus, Role } from '@portal/shared';
import { buildClient, buildUser } from '../../test/factories.js';
import { useLeaveRequestsKit, MONDAY, FRIDAY } from './requests-test-kit.js';

const TYPE_REQUIRED = 'Please select a holiday type.';
const FROM_REQUIRED = 'The from date field is required';
const TO_BEFORE_FROM = 'The to date must be a date after or equal to from date';

describe('leave requests (docs/product/leave.md#request-form, docs/product/http-contract.md#endpoints Holidays and leave; docs/product/leave.md, #withdraw-revoke)', () => {
  const { t, as, asClientUser, request, annual, storedRequests } = useLeaveRequestsKit();

  describe('POST /api/holidays', () => {
    it('answers 401 without a token', async () => {
      const response = await request({}, annual(1));

      expect(response.statusCode).toBe(401);
    });

    describe('invalid input', () => {
      it('asks for a holiday type when it is missing or not an id (docs/product/leave.md#types)', async () => {
        const { headers, user } = await as(Role.USER);
        const { type: _type, ...withoutType } = annual(user.id);

        const missing = await request(headers, withoutType);
        const negative = await request(headers, { ...withoutType, type: -1 });
        const text = await request(headers, { ...withoutType, type: 'Annual leave' });

        for (const response of [missing, negative, text]) {
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            code: 'VALIDATION_FAILED',
            message: TYPE_REQUIRED,
            errors: { type: [TYPE_REQUIRED] },
          });
        }
      });

      it('requires the from date (docs/product/http-contract.md#screen-messages)', async () => {
        const { headers, user } = await as(Role.USER);

        const missing = await request(headers, { ...annual(user.id), from_date: undefined });
        const empty = await request(headers, { ...annual(user.id), from_date: '' });

        for (const response of [missing, empty]) {
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({
            code: 'VALIDATION_FAILED',
            message: FROM_REQUIRED,
            errors: { from_date: [FROM_REQUIRED] },
          });
        }
      });

      it('refuses a to date before the from date (docs/product/http-contract.md#screen-messages)', async () => {
        const { headers, user } = await as(Role.USER);

        const response = await request(headers, annual(user.id, FRIDAY, MONDAY));

        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_FAILED',
          message: TO_BEFORE_FROM,
          errors: { to_date: [TO_BEFORE_FROM] },
        });
      });

      it('refuses a malformed date and a date outside the picker (docs/product/http-contract.md#validation)', async () => {
        const { headers, user } = await as(Role.USER);

        const malformed = await request(headers, annual(user.id, '07.12.2026', FRIDAY));
        const tooLate = await request(headers, annual(user.id, MONDAY, '2100-01-01'));

        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().errors).toHaveProperty('from_date');
        expect(tooLate.statusCode).toBe(400);
        expect(tooLate.json().errors).toHaveProperty('to_date');
      });

      it('refuses a confirming_id that is not the leave approver (docs/product/leave.md#approver, docs/product/roles-and-access.md#body-ids)', async () => {
        const { headers, user } = await as(Role.USER);
        const otherAdmin = await buildUser(t.database.db, { roleId: Role.ADMIN });

        const response = await request(headers, { ...annual(user.id), confirming_id: otherAdmin.id });

        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty('confirming_id');
        expect(await storedRequests(user.id)).toHaveLength(0);
      });
    });

    describe('who may file', () => {
      it('refuses a CLIENT user with 403 (docs/product/roles-and-access.md#client-role)', async () => {
        const { headers, user } = await asClientUser();

        const response = await request(headers, annual(user.id));

        expect(response.statusCode).toBe(403);
      });

      it('refuses a USER filing for someone else with 403 and stores nothing (docs/product/roles-and-access.md#body-ids)', async () => {
        const { headers } = await as(Role.USER);
        const colleague = await buildUser(t.database.db);

        const response = await request(headers, annual(colleague.id));

        expect(response.statusCode).toBe(403);
        expect(await storedRequests(colleague.id)).toHaveLength(0);
      });

      it.each([
        ['an ADMIN', Role.ADMIN],
        ['a SUPER_ADMIN', Role.SUPER_ADMIN],
      ] as const)(
        'lets %s file for an employee (docs/product/roles-and-access.md#employees)',
        async (_label, roleId) => {
          const { headers, user: admin } = await as(roleId);
          const employee = await buildUser(t.database.db);

          const response = await request(headers, annual(employee.id));

          expect(response.statusCode).toBe(201);
          expect(response.json().data).toMatchObject({ requesting_id: employee.id, status: LeaveStatus.PENDING });
          const [stored] = await storedRequests(employee.id);
          expect(stored).toMatchObject({ createdById: admin.id });
        },
      );

      it('answers 404 when an admin files for someone who does not exist or was deactivated', async () => {
        const { headers } = await as(Role.ADMIN);
        const gone = await buildUser(t.database.db, { active: false });

        const unknown = await request(headers, annual(99_999));
        const deactivated = await request(headers, annual(gone.id));

        expect(unknown.statusCode).toBe(404);
        expect(deactivated.statusCode).toBe(404);
        expect(await storedRequests(gone.id)).toHaveLength(0);
      });

      it('answers 404 when an admin files leave for a CLIENT account, which is not an employee', async () => {
        const { headers } = await as(Role.ADMIN);
        const company = await buildClient(t.database.db);
        const clientAccount = await buildUser(t.database.db, { roleId: Role.CLIENT, clientId: company.id });

        const response = await request(headers, annual(clientAccount.id));

        expect(response.statusCode).toBe(404);
        expect(await storedRequests(clientAccount.id)).toHaveLength(0);
      });
    });
  });
});
