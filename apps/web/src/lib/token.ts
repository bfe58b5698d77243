/** The session token lives in localStorage under 'token' (docs/product/time-and-week.md#day-bar, docs/product/people-and-clients.md#sessions). */
const TOKEN_KEY = 'token';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
