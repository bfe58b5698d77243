/** The session token lives in localStorage under 'token' (spec §4, decisions R20). */
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
