import { api } from './api-client';
import { readToken } from './token';

interface EarlyRequest {
  token: string | null;
  answer: Promise<unknown>;
  /** The body, once it has arrived. */
  arrived?: unknown;
}

/** GET requests sent before the code that reads them has loaded, by API path (docs/decisions/0016-web-budget.md). */
const sent = new Map<string, EarlyRequest>();

/** Sends GET `path` now; the first `takeEarlyOrRequest(path)` with the same token takes its answer. */
export function requestEarly(path: string): void {
  const answer = api(path);
  const request: EarlyRequest = { token: readToken(), answer };
  // Nobody may come for it (a role without the screen gets 403); whoever does sees the error.
  answer.then((body) => (request.arrived = body)).catch(() => undefined);
  sent.set(path, request);
}

/** The early answer for GET `path` if one was sent with the current token, else a new request. */
export function takeEarlyOrRequest<T>(path: string): Promise<T> {
  const early = sent.get(path);
  sent.delete(path);
  return early?.token === readToken() ? (early.answer as Promise<T>) : api<T>(path);
}

/** The early answer for GET `path` if it has already arrived (for the current token), once. */
export function takeArrived<T>(path: string): T | undefined {
  const early = sent.get(path);
  if (early?.arrived === undefined || early.token !== readToken()) return undefined;
  sent.delete(path);
  return early.arrived as T;
}
