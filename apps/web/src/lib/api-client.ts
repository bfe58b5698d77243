import { genericCodeOf, type ErrorBody, type ErrorCode } from '@portal/shared';
import type { ApiAnswer, ApiOptions, ApiOptionsArgument, ApiPage, ApiRoute, PagedRoute } from './api-routes';
import { currentLanguage, i18n } from './i18n';
import { clearToken, readToken } from './token';

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

/** A response with an error status, carrying the docs/product/http-contract.md#errors body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }

  get code(): ErrorCode {
    return this.body.code;
  }
}

/** The request never got an answer; its message in the language shown when it failed. */
export class NetworkError extends Error {
  constructor() {
    super(i18n.t('common:failures.network'));
  }
}

type SessionEndedListener = () => void;
let onSessionEnded: SessionEndedListener = () => {};

/** The session provider learns here when the server stops accepting the stored token. */
export function setSessionEndedListener(listener: SessionEndedListener): void {
  onSessionEnded = listener;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

/** Asks the person for their password or code; true once the session is recent again, false when they gave up. */
export type ReauthPrompt = () => Promise<boolean>;
let promptReauth: ReauthPrompt | null = null;

/**
 * docs/product/access.md#recent-sign-in: the signed-in screens register the re-authentication dialog here; a call
 * answered REAUTH_REQUIRED then asks for it and is sent once more, so that the person carries on where they were.
 */
export function setReauthPrompt(prompt: ReauthPrompt | null): void {
  promptReauth = prompt;
}

/** A failed call that a recent sign-in would let through is asked for once and sent again; anything else is thrown. */
async function withReauth<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'REAUTH_REQUIRED' || !promptReauth) throw error;
    if (!(await promptReauth())) throw error;
    return send();
  }
}

/**
 * The headers of every call: the session's token, and the language shown, so that the server answers
 * in it where it has no person's choice to go by (before sign-in).
 */
function commonHeaders(): Record<string, string> {
  const token = readToken();
  return { 'Accept-Language': currentLanguage(), ...(token && { Authorization: `Bearer ${token}` }) };
}

/**
 * Calls `route` of the API table (lib/api-routes.ts): `call('GET /users/:id', { params: { id } })`. The path is filled in
 * from `params`, the query string from `query` (a field left undefined is not sent), `body` goes as JSON or as the upload
 * it is; the options and the answer are typed as the table types the route. A paged list asked for a `page` answers the
 * page with its `meta` (docs/product/http-contract.md#scale).
 */
export function call<R extends PagedRoute>(
  route: R,
  options: ApiOptions<R> & { query: { page: number } },
): Promise<ApiPage<R>>;
export function call<R extends ApiRoute>(route: R, ...options: ApiOptionsArgument<R>): Promise<ApiAnswer<R>>;
export function call(route: ApiRoute, options?: unknown): Promise<unknown> {
  const method = route.slice(0, route.indexOf(' ')) as NonNullable<RequestOptions['method']>;
  return api(pathOf(route, options as CallOptions), { method, body: (options as CallOptions | undefined)?.body });
}

/** The path and query string of a call of `route` (`/team_calendar?year=2026`): an early request's, a download's. */
export function apiPath<R extends ApiRoute>(route: R, ...options: ApiOptionsArgument<R>): string;
export function apiPath(route: ApiRoute, options?: unknown): string {
  return pathOf(route, options as CallOptions | undefined);
}

/** The options of any route, as `call` reads them. */
interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  /** A query string passed on as it came, with its '?'. */
  search?: string;
  body?: unknown;
}

function pathOf(route: ApiRoute, { params, query, search }: CallOptions = {}): string {
  const path = route
    .slice(route.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  if (search !== undefined) return `${path}${search}`;
  const fields = Object.entries(query ?? {}).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, String(value)]],
  );
  // Lists of ids keep their commas (`user_ids=3,14,15`), as the API's descriptions write them.
  return fields.length ? `${path}?${new URLSearchParams(fields).toString().replaceAll('%2C', ',')}` : path;
}

/**
 * The one API client: JSON in and out (or a FormData upload), bearer token from localStorage, 401 ends the session,
 * REAUTH_REQUIRED asks for the password and sends the call again (docs/product/access.md#recent-sign-in).
 */
function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return withReauth(() => request<T>(path, options));
}

async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...commonHeaders() };
  // A FormData body (uploads) sets its own multipart content type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch {
    throw new NetworkError();
  }
  if (response.status === 401 && token) {
    clearToken();
    onSessionEnded();
  }
  if (!response.ok) throw new ApiError(response.status, await errorBody(response));
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

async function errorBody(response: Response): Promise<ErrorBody> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    if (typeof body.message === 'string')
      return { ...body, code: body.code ?? genericCodeOf(response.status) } as ErrorBody;
  } catch {
    // Not JSON: a proxy's error page, for example.
  }
  return {
    code: genericCodeOf(response.status),
    message: i18n.t('common:failures.server_answered', { status: response.status }),
  };
}

export interface DownloadOptions {
  /** Told the bytes received so far while a long download arrives. */
  onProgress?: (bytes: number) => void;
  /** Save under the name the server gives (Content-Disposition) rather than `fileName`. */
  serverName?: boolean;
}

/** Downloads a report file (docs/product/reports.md#downloads) with the session's token, as the browser's own download. */
export async function download(path: string, fileName: string, options: DownloadOptions = {}): Promise<void> {
  const response = await withReauth(async () => {
    const answer = await fetch(`${API_BASE}${path}`, { headers: commonHeaders() });
    if (!answer.ok) throw new ApiError(answer.status, await errorBody(answer));
    return answer;
  });
  const blob = options.onProgress ? await blobWithProgress(response, options.onProgress) : await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = (options.serverName && attachmentName(response)) || fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function blobWithProgress(response: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    parts.push(part.value);
    received += part.value.byteLength;
    onProgress(received);
  }
  return new Blob(parts, { type: response.headers.get('Content-Type') ?? '' });
}

function attachmentName(response: Response): string | undefined {
  return response.headers.get('Content-Disposition')?.match(/filename="([^"]+)"/)?.[1];
}
