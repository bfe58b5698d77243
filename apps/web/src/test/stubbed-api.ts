import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { ERROR_CODES, errorBody, type ErrorBody, type ErrorCode } from '@portal/shared';
import { API_ROUTES, type ApiAnswer, type ApiRoute } from '../lib/api-routes';

type Serve = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * `fetch` stubbed by `serve` for each test of the calling describe block, and put back after it;
 * `calls()` lists the URLs asked for, in order. `reset` empties the fake server's own state.
 * An answer made by `reply` must be one of the route asked for (method and path).
 */
export function useStubbedApi(serve: Serve, reset?: () => void) {
  const fetchMock = vi.fn<Serve>();
  beforeEach(() => {
    reset?.();
    fetchMock.mockImplementation(checkingRoutes(serve));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return { fetchMock, calls: () => fetchMock.mock.calls.map(([url]) => url) };
}

/** The route each answer of `reply` was made for. */
const routeOfAnswer = new WeakMap<Response, ApiRoute>();
/** What the stubbed server answered wrongly in the current test; test/setup.ts fails the test on any. */
const wrongAnswers: string[] = [];

type ReplyArguments<R extends ApiRoute> =
  ApiAnswer<R> extends void ? [answer?: undefined, init?: ResponseInit] : [answer: ApiAnswer<R>, init?: ResponseInit];

/**
 * The stubbed server's answer to `route` of the API table (lib/api-routes.ts): typed as the route's answer, checked against
 * its answer schema (the server's), and sent as JSON (200 unless `init` says otherwise); 204 for a route that answers
 * nothing. A wrong answer fails the test, and so does an answer sent for another route than the one asked for.
 */
export function reply<R extends ApiRoute>(route: R, ...[answer, init]: ReplyArguments<R>): Response {
  const schema = API_ROUTES[route].answer;
  const checked = schema.safeParse(answer ?? null);
  if (!checked.success) wrongAnswers.push(`${route} answered ${JSON.stringify(answer)}: ${checked.error.message}`);
  const response = answer === undefined ? new Response(null, { status: 204, ...init }) : Response.json(answer, init);
  routeOfAnswer.set(response, route);
  return response;
}

/**
 * The stubbed server's refusal: the error body of docs/product/http-contract.md#errors with `code`, `message` and
 * whatever else the body carries (`errors` by field, an import's `data`), sent with the code's status (errors.ts).
 */
export function refuse(
  code: ErrorCode,
  message: string,
  more: Omit<ErrorBody, 'code' | 'message'> & Record<string, unknown> = {},
): Response {
  const body = { code, message, ...more };
  const checked = errorBody.safeParse(body);
  if (!checked.success) wrongAnswers.push(`refusal ${JSON.stringify(body)}: ${checked.error.message}`);
  // A code that is not in the table (only a cast gets one here) is reported above, and answered as a failure of ours.
  const known = ERROR_CODES as Record<string, { status: number } | undefined>;
  return Response.json(body, { status: known[code]?.status ?? 500 });
}

/** `serve`, noting an answer of `reply` sent for another route than the one asked for. */
function checkingRoutes(serve: Serve): Serve {
  return async (url, init) => {
    const response = await serve(url, init);
    const route = routeOfAnswer.get(response);
    if (route && !isCallOf(route, url, init)) {
      wrongAnswers.push(`${init?.method ?? 'GET'} ${url} answered as ${route}`);
    }
    return response;
  };
}

function isCallOf(route: ApiRoute, url: string, init?: RequestInit): boolean {
  const [method, path] = route.split(' ') as [string, string];
  const pattern = new RegExp(`^/api${path.replace(/:\w+/g, '[^/]+')}$`);
  return method === (init?.method ?? 'GET') && pattern.test(new URL(url, 'http://portal.test').pathname);
}

/** Throws, once, what the stubbed server answered wrongly since the last call (test/setup.ts, after each test). */
export function throwWrongAnswers(): void {
  const wrong = wrongAnswers.splice(0);
  if (wrong.length) throw new Error(`The stubbed server answered wrongly:\n${wrong.join('\n')}`);
}
