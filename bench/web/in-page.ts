/**
 * Functions that run inside the page (Playwright serialises them). tsx wraps named functions in
 * `__name(…)`, so every page first gets NAME_SHIM as an init script.
 */
export const NAME_SHIM = 'globalThis.__name = (fn) => fn;';

interface BenchState {
  rowsVisible: number | null;
}
type BenchWindow = Window & { __bench: BenchState };

/** What watchCalendarRows logs to the console when the rows are on screen (see calendarRowsShown). */
export const ROWS_VISIBLE_MESSAGE = 'bench: calendar rows visible';

/**
 * Init script: notes when the first calendar row is on screen (the frame after it entered the DOM)
 * and says so on the console. Waiting for that message, not polling with page.waitForFunction,
 * keeps Playwright's own script out of the page while the load is measured.
 */
export function watchCalendarRows(): void {
  const state: BenchState = { rowsVisible: null };
  (window as unknown as BenchWindow).__bench = state;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-person]')) return;
    observer.disconnect();
    // The rows are in the DOM; the next frame paints them, the task after it runs once it has.
    requestAnimationFrame(() =>
      setTimeout(() => {
        state.rowsVisible = performance.now();
        console.debug('bench: calendar rows visible');
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

export function rowsVisible(): number | null {
  return (window as unknown as BenchWindow).__bench?.rowsVisible ?? null;
}

export interface PageLoad {
  firstPaint: number | null;
  firstContentfulPaint: number | null;
  domContentLoaded: number;
  scripts: { count: number; bytes: number };
  /** The API call of the page, when `apiPath` was given: when it started and when its body had arrived. */
  api: { start: number; end: number; bytes: number } | null;
}

/**
 * Paint and resource timings of the page load, in ms since navigation start. The paint entries are
 * reported a few frames after the paint, so it first waits up to a second for the contentful one.
 */
export async function readPageLoad(apiPath: string | null): Promise<PageLoad> {
  const contentful = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  for (let waited = 0; !contentful() && waited < 1000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const paints = new Map(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime]));
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
  const api = apiPath ? resources.find((entry) => entry.name.includes(apiPath)) : undefined;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  return {
    firstPaint: paints.get('first-paint') ?? null,
    firstContentfulPaint: paints.get('first-contentful-paint') ?? null,
    domContentLoaded: navigation.domContentLoadedEventEnd,
    scripts: { count: scripts.length, bytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0) },
    api: api ? { start: api.startTime, end: api.responseEnd, bytes: api.encodedBodySize } : null,
  };
}

export interface ScrollSample {
  /** Time between consecutive animation frames while scrolling, ms. */
  frames: number[];
  /** Long animation frames (> 50 ms) the browser reported, ms each. */
  longFrames: number[];
  scrolledPx: number;
  rowsRendered: number;
}

/**
 * Scrolls the calendar region down by `pxPerFrame` on every animation frame for `frameCount`
 * frames (or to the end) and records how long each frame took: the virtualiser has to render the
 * rows that come into view within the frame.
 */
export function scrollCalendar({ pxPerFrame, frameCount }: { pxPerFrame: number; frameCount: number }) {
  const region = document.querySelector<HTMLElement>('[role="region"][aria-label^="Team calendar"]');
  if (!region) throw new Error('No team calendar region on the page');
  const longFrames: number[] = [];
  const supported = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');
  const observer = new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => longFrames.push(entry.duration)),
  );
  if (supported) observer.observe({ type: 'long-animation-frame' });
  const seen = new Set<string>();
  const start = region.scrollTop;
  return new Promise<ScrollSample>((resolve) => {
    const frames: number[] = [];
    let last: number | null = null;
    const step = (now: number) => {
      if (last !== null) frames.push(now - last);
      last = now;
      region.querySelectorAll('[data-person]').forEach((row) => seen.add(row.getAttribute('data-person') ?? ''));
      const atEnd = region.scrollTop + region.clientHeight >= region.scrollHeight - 1;
      if (frames.length >= frameCount || atEnd) {
        observer.disconnect();
        resolve({ frames, longFrames, scrolledPx: region.scrollTop - start, rowsRendered: seen.size });
        return;
      }
      region.scrollTop += pxPerFrame;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}
