/** The value of one cookie in a request's Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals !== -1 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
}

/** A Set-Cookie value the page's scripts cannot read and other sites' requests do not carry. */
export function httpOnlyCookie(name: string, value: string, { path, maxAgeSeconds, secure }: CookieOptions): string {
  const attributes = [`Path=${path}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${name}=${value}`, ...attributes].join('; ');
}
