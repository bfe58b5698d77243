import { callApi, createEmployee, superAdminToken, type Employee } from './employees';
import { YEAR } from './holiday-days';

/**
 * The people and leave requests that the browser tests of the employee's leave screens (holidays-*.e2e.ts;
 * docs/product/leave.md#holidays-screen, #request-form) arrange through the API: people with an allowance for this
 * year, asking for days in December of this year. The days they count are in holiday-days.ts, the screens are driven
 * in holidays-screen.ts.
 */

/** A USER with `allowance` days for this year. */
export async function employeeWithAllowance(allowance: number): Promise<Employee> {
  const employee = await createEmployee({ clients: 0 });
  await callApi(await superAdminToken(), 'POST', '/days_available', {
    total: allowance,
    year: YEAR,
    user: employee.id,
  });
  return employee;
}

export interface LeaveRequest {
  id: number;
  from_date: string;
  to_date: string;
  status: number;
  notes: string;
  type: number;
}

export async function requestLeave(employee: Employee, from: string, to: string, type = 0): Promise<LeaveRequest> {
  const body = { type, from_date: from, to_date: to, notes: 'Arranged', requesting_id: employee.id };
  return (await callApi<{ data: LeaveRequest }>(employee.token, 'POST', '/holidays', body)).data;
}

export const requestsOf = async (personId: number) =>
  (await callApi<{ data: LeaveRequest[] }>(await superAdminToken(), 'GET', `/holidays/requesting/${personId}`)).data;
