const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a decision was made (docs/product/leave.md#approval), in the viewer's clock. */
export function readableMoment(timestamp: string): string {
  return MOMENT.format(new Date(timestamp));
}

export function days(count: number): string {
  return `${count} day${Math.abs(count) === 1 ? '' : 's'}`;
}
