/** What a secret in a URL becomes in the request log (docs/product/http-contract.md#secrets). */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a credential: a client's share key, a password-reset token, the
 * OpenID Connect code and state, a signed link's signature, and a bearer token some clients put in
 * the query. Compared without regard to case, so that a mistyped name is hidden too.
 */
const SECRET_PARAMETERS = new Set(['key', 'token', 'code', 'state', 'signature', 'access_token']);

/** A calendar feed's address is its credential: every segment under it but these words is a token. */
const CALENDAR_PATH = '/api/calendar/';
const CALENDAR_WORDS = new Set(['feed', 'team']);

/** The URL as the request log may show it: secrets in the path and query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? undefined : url.slice(queryStart + 1);
  return query === undefined ? redactPath(path) : `${redactPath(path)}?${redactQuery(query)}`;
}

function redactPath(path: string): string {
  const start = path.toLowerCase().indexOf(CALENDAR_PATH);
  if (start === -1) return path;
  const prefixEnd = start + CALENDAR_PATH.length;
  const segments = path
    .slice(prefixEnd)
    .split('/')
    .map((segment) => (segment === '' || CALENDAR_WORDS.has(segment.toLowerCase()) ? segment : redactedFile(segment)));
  return path.slice(0, prefixEnd) + segments.join('/');
}

/** `<token>.ics` keeps its extension, so that the log still says which kind of address was asked for. */
function redactedFile(segment: string): string {
  return /\.ics$/i.test(segment) ? `${REDACTED}.ics` : REDACTED;
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1 || !SECRET_PARAMETERS.has(decodedName(pair.slice(0, equals)))) return pair;
      return `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}
