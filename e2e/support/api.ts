import { baseUrl } from './browser';

/** Calls the real API from a test: each test creates the people and clients it needs (style.md). */
export interface Account {
  email: string;
  password: string;
}

export interface Person {
  id: number;
  name: string;
  email: string;
  password: string;
  client_id: number | null;
}

export interface Client {
  id: number;
  name: string;
  share_key?: string;
}

let counter = 0;
/** A suffix no other test uses, none a prefix of another (all browser tests share one server). */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${String(counter).padStart(3, '0')}`;
}

/** A local YYYY-MM-DD `days` from today. */
export function isoDay(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export async function login(account: Account): Promise<Response> {
  return fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
}

export async function tokenOf(account: Account): Promise<string> {
  const response = await login(account);
  if (!response.ok) throw new Error(`sign-in of ${account.email} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One call with the bearer token; any status other than the expected one throws with the body. */
export async function call<T>(
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export async function createPerson(
  token: string,
  fields: { name?: string; role_id?: 0 | 1 | 2 | 3; client_id?: number | null } = {},
): Promise<Person> {
  const suffix = unique();
  const password = `E2e-Pass-${suffix}`;
  const body = {
    name: fields.name ?? `E2E Person ${suffix}`,
    email: `e2e.${suffix}@example.com`,
    password,
    password_confirmation: password,
    role_id: fields.role_id ?? 2,
    level: null,
    additional_roles: [],
    client_id: fields.client_id ?? null,
  };
  const created = await call<Omit<Person, 'password'>>(token, 'POST', '/register', body);
  return { ...created, password };
}

export async function createClient(token: string, name = `E2E Client ${unique()}`): Promise<Client> {
  return (await call<{ data: Client }>(token, 'POST', '/clients', { name })).data;
}

export async function listClients(token: string): Promise<Client[]> {
  return (await call<{ data: Client[] }>(token, 'GET', '/clients')).data;
}

/** The client's share key as the clients list shows it now (docs/product/roles-and-access.md#share-links). */
export async function shareKeyOf(token: string, clientId: number): Promise<string | undefined> {
  return (await listClients(token)).find((client) => client.id === clientId)?.share_key;
}

export async function assignClient(
  token: string,
  personId: number,
  clientId: number,
  hours: number,
  from = isoDay(-30),
  to: string | null = null,
): Promise<void> {
  await call(token, 'POST', `/users/${personId}/clients`, { client: clientId, hours, dates: [from, to] });
}

/** A work log of the person's own (docs/product/time-and-week.md#work-logs: the client must be assigned on that day). */
export async function logWork(person: Person, clientId: number, date: string, minutes: number): Promise<void> {
  const token = await tokenOf(person);
  await call(token, 'POST', '/logs', {
    description: 'E2E work',
    user_id: person.id,
    date,
    duration: minutes,
    client_id: clientId,
  });
}
