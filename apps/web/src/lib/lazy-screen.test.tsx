import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen, useChunkSettled } from './lazy-screen';

/** A screen chunk that arrives when the test says so. */
function screenChunk() {
  let arrive: () => void = () => {};
  let fail: () => void = () => {};
  const chunk = new Promise<{ default: () => ReactNode }>((resolve, reject) => {
    arrive = () => resolve({ default: () => <p>the screen</p> });
    fail = () => reject(new Error('chunk failed'));
  });
  return { load: () => chunk, arrive, fail };
}

function renderInSuspense(Screen: ComponentType) {
  render(
    <Suspense fallback={<p>fallback</p>}>
      <Screen />
    </Suspense>,
  );
}

// The first load draws shell and screen in one pass (decision 0016): React commits content that
// replaces a Suspense fallback no sooner than 300 ms after the fallback, so a screen whose chunk is in
// must render without suspending, and AppRoutes draws nothing while the chunk is on its way.
describe('lazyScreen', () => {
  afterEach(cleanup);

  it('renders a screen whose chunk is in at once, without its Suspense fallback', async () => {
    const chunk = screenChunk();
    const Screen = lazyScreen(chunk.load);
    const loading = Screen.load();
    chunk.arrive();
    await loading;

    expect(Screen.isLoaded()).toBe(true);
    renderInSuspense(Screen);
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('suspends, as React.lazy does, while the chunk is on its way', async () => {
    const chunk = screenChunk();
    const Screen = lazyScreen(chunk.load);
    renderInSuspense(Screen);
    expect(screen.getByText('fallback')).toBeTruthy();

    await act(async () => chunk.arrive());
    expect(await screen.findByText('the screen')).toBeTruthy();
  });
});

describe('useChunkSettled', () => {
  afterEach(cleanup);

  it('is false while the chunk is on its way and true once it is in', async () => {
    const chunk = screenChunk();
    const Screen = lazyScreen(chunk.load);
    const { result } = renderHook(() => useChunkSettled(Screen));
    expect(result.current).toBe(false);

    await act(async () => chunk.arrive());
    expect(result.current).toBe(true);
  });

  it('is true once the chunk has failed, so that the screen reports the failure', async () => {
    const chunk = screenChunk();
    const Screen = lazyScreen(chunk.load);
    const { result } = renderHook(() => useChunkSettled(Screen));

    await act(async () => chunk.fail());
    expect(result.current).toBe(true);
    expect(Screen.isLoaded()).toBe(false);
  });

  it('is true at once when there is no screen to wait for', () => {
    const { result } = renderHook(() => useChunkSettled(null));
    expect(result.current).toBe(true);
  });
});
