import type { IsoDate, LockReason } from '@portal/shared';

/** One checked row, as the write needs it. */
export interface CheckedRow {
  /** Its number in the file (docs/product/access.md#import), for an error found when it is checked again. */
  row: number;
  userId: number;
  clientId: number;
  date: IsoDate;
  minutes: number;
  description: string;
  locked: LockReason | null;
}

/**
 * The rows of a file, held between reading and writing (docs/decisions/0029-import-read-then-write.md): one array per
 * column instead of an object per row, and each date string once, so that 100,000 rows cost little more than their
 * descriptions.
 */
export class CheckedRows {
  private readonly rowNumbers: number[] = [];
  private readonly userIds: number[] = [];
  private readonly clientIds: number[] = [];
  private readonly dates: IsoDate[] = [];
  private readonly minutes: number[] = [];
  private readonly descriptions: string[] = [];
  private readonly lockedRows = new Map<number, LockReason>();
  private readonly sameDate = new Map<string, IsoDate>();

  get length(): number {
    return this.userIds.length;
  }

  push(row: CheckedRow): void {
    const date = this.sameDate.get(row.date) ?? row.date;
    this.sameDate.set(date, date);
    if (row.locked) this.lockedRows.set(this.length, row.locked);
    this.rowNumbers.push(row.row);
    this.userIds.push(row.userId);
    this.clientIds.push(row.clientId);
    this.dates.push(date);
    this.minutes.push(row.minutes);
    this.descriptions.push(row.description);
  }

  at(index: number): CheckedRow {
    return {
      row: this.rowNumbers[index]!,
      userId: this.userIds[index]!,
      clientId: this.clientIds[index]!,
      date: this.dates[index]!,
      minutes: this.minutes[index]!,
      description: this.descriptions[index]!,
      locked: this.lockedRows.get(index) ?? null,
    };
  }

  *[Symbol.iterator](): Generator<CheckedRow> {
    for (let index = 0; index < this.length; index += 1) yield this.at(index);
  }

  /** Rows `from` to `from + count`, as the INSERT's JSON array takes them. */
  batch(from: number, count: number) {
    const rows = [];
    for (let index = from; index < Math.min(from + count, this.length); index += 1) {
      rows.push({
        user_id: this.userIds[index]!,
        client_id: this.clientIds[index]!,
        date: this.dates[index]!,
        duration: this.minutes[index]!,
        description: this.descriptions[index]!,
      });
    }
    return rows;
  }
}
