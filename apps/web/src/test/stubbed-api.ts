import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

type Serve = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * `fetch` stubbed by `serve` for each test of the calling describe block, and put back after it;
 * `calls()` lists the URLs asked for, in order. `reset` empties the fake server's own state.
 */
export function useStubbedApi(serve: Serve, reset?: () => void) {
  const fetchMock = vi.fn<Serve>();
  beforeEach(() => {
    reset?.();
    fetchMock.mockImplementation(serve);
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return { fetchMock, calls: () => fetchMock.mock.calls.map(([url]) => url) };
}
