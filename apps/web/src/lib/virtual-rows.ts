import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

/**
 * Rows drawn only while in sight, in an element that scrolls (`scroller`, its ref): each row is measured as it draws,
 * `estimateSize` pixels high until then.
 */
export function useVirtualRows<Scroller extends HTMLElement>(count: number, estimateSize: number) {
  const scroller = useRef<Scroller>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are read during render on purpose
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    overscan: 10,
  });
  return { scroller, virtualizer };
}

/** Where a virtualised row sits in its rowgroup: TanStack Virtual measures it and says where it starts. */
export function virtualRowPlace(start: number) {
  return { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${start}px)` } as const;
}

/** The look of a virtualised table's header row, which stays in sight as the rows scroll under it. */
export const STICKY_HEADER_ROW = {
  position: 'sticky',
  top: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderBottom: 1,
  borderColor: 'divider',
  typography: 'body2',
  fontWeight: 600,
} as const;

/** The line under each of a virtualised table's rows, and their text. */
export const ROW_LINE = { borderBottom: 1, borderColor: 'divider', typography: 'body2' } as const;
