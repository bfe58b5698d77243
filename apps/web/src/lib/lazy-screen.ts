import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import type { Namespace } from '@portal/shared';
import { BASE_NAMESPACES, loadNamespaces } from './i18n';

export type LazyScreen<P extends object = object> = ComponentType<P> & {
  /** Fetches the chunk (again, if it failed before) and resolves once it is in. */
  load(): Promise<unknown>;
  isLoaded(): boolean;
};

/**
 * A lazy screen whose chunk can be fetched ahead of its first render. Once the chunk is in, the screen
 * renders at once instead of suspending: React holds back the content that replaces a Suspense
 * fallback until 300 ms after the fallback appeared (its FALLBACK_THROTTLE_MS), docs/decisions/0016-web-budget.md.
 * Its texts' `namespaces` come with the chunk, in the language shown (docs/decisions/0019-languages.md).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly Namespace[] = [],
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  const fetchChunk = () =>
    Promise.all([load(), loadNamespaces([...BASE_NAMESPACES, ...namespaces])]).then(([module]) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchChunk) as ComponentType<P>;
  const Screen = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Screen, { load: fetchChunk, isLoaded: () => loaded !== null });
}

/**
 * False while `screen`'s chunk is on its way, so that the caller draws nothing instead of a Suspense
 * fallback; true once it is in or has failed (the screen's own render then reports the failure), and
 * at once for no screen.
 */
export function useChunkSettled(screen: Pick<LazyScreen, 'load' | 'isLoaded'> | null): boolean {
  const [settled, setSettled] = useState<Pick<LazyScreen, 'load'> | null>(null);
  const done = screen === null || screen.isLoaded() || settled === screen;
  useEffect(() => {
    if (done) return;
    let current = true;
    // A screen is a function: passed to setSettled as it is, React would call it as an updater.
    const settle = () => current && setSettled(() => screen);
    screen.load().then(settle, settle);
    return () => {
      current = false;
    };
  }, [screen, done]);
  return done;
}
