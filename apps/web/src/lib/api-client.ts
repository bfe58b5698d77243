import type { ErrorBody } from '@portal/shared';
import { clearToken, readToken } from './token';

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

/** A response with an error status, carrying the R4 body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/** The request never got an answer. */
export class NetworkError extends Error {
  constructor() {
    super('Network error: Please check your internet connection.');
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

/** The one API client: JSON in and out, bearer token from localStorage, 401 ends the session. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
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
    if (typeof body.message === 'string') return body as ErrorBody;
  } catch {
    // Not JSON: a proxy's error page, for example.
  }
  return { message: `The server answered ${response.status}. Please try again.` };
}
