import { apiPath, call } from './api-client';
import type { ApiAnswer, ApiOptionsArgument, ApiRoute } from './api-routes';
import { readToken } from './token';

interface EarlyRequest {
  token: string | null;
  answer: Promise<unknown>;
  /** The body, once it has arrived. */
  arrived?: unknown;
}

/** A route read early: a GET of the API table. */
type EarlyRoute = Extract<ApiRoute, `GET ${string}`>;

/** GET requests sent before the code that reads them has loaded, by API path (docs/decisions/0016-web-budget.md). */
const sent = new Map<string, EarlyRequest>();

/** Calls GET `route` now; the first `takeEarlyOrRequest` of the same call with the same token takes its answer. */
export function requestEarly<R extends EarlyRoute>(route: R, ...options: ApiOptionsArgument<R>): void {
  const answer: Promise<unknown> = call(route, ...options);
  const request: EarlyRequest = { token: readToken(), answer };
  // Nobody may come for it (a role without the screen gets 403); whoever does sees the error.
  answer.then((body) => (request.arrived = body)).catch(() => undefined);
  sent.set(apiPath(route, ...options), request);
}

/** The early answer of the call if one was sent with the current token, else a new call. */
export function takeEarlyOrRequest<R extends EarlyRoute>(
  route: R,
  ...options: ApiOptionsArgument<R>
): Promise<ApiAnswer<R>> {
  const path = apiPath(route, ...options);
  const early = sent.get(path);
  sent.delete(path);
  return early?.token === readToken() ? (early.answer as Promise<ApiAnswer<R>>) : call(route, ...options);
}

/** The early answer of the call if it has already arrived (for the current token), once. */
export function takeArrived<R extends EarlyRoute>(
  route: R,
  ...options: ApiOptionsArgument<R>
): ApiAnswer<R> | undefined {
  const path = apiPath(route, ...options);
  const early = sent.get(path);
  if (early?.arrived === undefined || early.token !== readToken()) return undefined;
  sent.delete(path);
  return early.arrived as ApiAnswer<R>;
}
