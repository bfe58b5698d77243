/** Where a virtualised row sits in its rowgroup: TanStack Virtual measures it and says where it starts. */
export function virtualRowPlace(start: number) {
  return { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${start}px)` } as const;
}
