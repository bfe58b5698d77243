import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The files the screen saves (lib/api-client `download`) caught instead of saved: jsdom has no object URLs and does not
 * navigate. `names()` lists the file names in order.
 */
export function useCaughtDownloads() {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = () => 'blob:caught';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return { names: () => [...saved] };
}
