import { ACCOUNTS } from './accounts';
import { tokenOf } from './api';
import { baseUrl } from './browser';

/**
 * Fresh employees for browser tests, arranged through the API as the e2e super administrator, so
 * that each test owns its data and does not depend on the demo company's generated weeks.
 */
export interface Employee {
  id: number;
  name: string;
  email: string;
  password: string;
  /** A token of the employee's own, for arranging their logs and home-office days. */
  token: string;
  clients: { id: number; name: string }[];
}

const EMPLOYEE_PASSWORD = 'E2e-Employee-Pass-2026';
let adminToken: Promise<string> | undefined;
let serial = 0;

/** One JSON call to the API; throws with the server's answer on any error status. */
export async function callApi<T = unknown>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The e2e super administrator's token, signed in once per test file. */
export function superAdminToken(): Promise<string> {
  adminToken ??= tokenOf(ACCOUNTS.superAdmin);
  return adminToken;
}

/** A label no other record has, and none a prefix of another (all browser tests share one server). */
export function unique(prefix: string): string {
  serial += 1;
  return `${prefix} ${Date.now().toString(36)}${String(serial).padStart(3, '0')}`;
}

/** A USER (role 2) with fresh clients assigned from `from` on, open-ended. */
export async function createEmployee(
  options: { clients?: number; from?: string; name?: string } = {},
): Promise<Employee> {
  const admin = await superAdminToken();
  const name = options.name ?? unique('Erika Muster');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.example.com`;
  const user = await callApi<{ id: number }>(admin, 'POST', '/register', {
    name,
    email,
    role_id: 2,
    password: EMPLOYEE_PASSWORD,
    password_confirmation: EMPLOYEE_PASSWORD,
  });
  const clients: Employee['clients'] = [];
  for (let index = 0; index < (options.clients ?? 1); index += 1) {
    const client = (
      await callApi<{ data: { id: number; name: string } }>(admin, 'POST', '/clients', {
        name: unique(`Client ${String.fromCharCode(65 + index)}`),
      })
    ).data;
    await callApi(admin, 'POST', `/users/${user.id}/clients`, {
      client: client.id,
      hours: 20,
      dates: [options.from ?? '2024-01-01', null],
    });
    clients.push(client);
  }
  const token = await tokenOf({ email, password: EMPLOYEE_PASSWORD });
  return { id: user.id, name, email, password: EMPLOYEE_PASSWORD, token, clients };
}

export interface LogInput {
  date: string;
  duration: number;
  description?: string;
  /** Defaults to the employee's first client. */
  clientId?: number;
}

export async function logWork(employee: Employee, log: LogInput): Promise<{ id: number; description: string }> {
  const description = log.description ?? unique('Worked on');
  const { data } = await callApi<{ data: { id: number; description: string } }>(employee.token, 'POST', '/logs', {
    description,
    user_id: employee.id,
    date: log.date,
    duration: log.duration,
    client_id: log.clientId ?? employee.clients[0]!.id,
  });
  return data;
}

export async function markHomeOffice(employee: Employee, date: string): Promise<void> {
  await callApi(employee.token, 'POST', '/home_office', { user_id: employee.id, dates: [date] });
}
