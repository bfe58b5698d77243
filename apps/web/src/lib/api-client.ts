import { genericCodeOf, type ErrorBody, type ErrorCode } from '@portal/shared';
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
 * The one API client: JSON in and out (or a FormData upload), bearer token from localStorage, 401 ends the session,
 * REAUTH_REQUIRED asks for the password and sends the call again (docs/product/access.md#recent-sign-in).
 */
export function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
