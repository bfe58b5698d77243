import { describe, expect, it } from 'vitest';
import { clientTimeLogRows, userTimeLogRows } from './time-log-rows.js';
import { clientTimeLogTable, userTimeLogTable, type ClientReportItem, type ReportLog } from './time-logs.js';

const log = (date: string, duration: number, description = 'Work') => ({
  date,
  duration,
  description,
  client_name: 'Initech',
});

/** `rows` cut into pages of `size`, as the server reads a month. */
async function* pagesOf<T>(rows: T[], size: number): AsyncGenerator<T[]> {
  for (let from = 0; from < rows.length; from += size) yield rows.slice(from, from + size);
}

async function all<T>(batches: AsyncIterable<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for await (const batch of batches) rows.push(...batch);
  return rows;
}

// A weekend day (2026-11-28), a day split across two pages, days of one and of several logs.
const MONTH: ReportLog[] = [
  log('2026-11-23', 50, '=SUM(A1)'),
  log('2026-11-23', 50),
  log('2026-11-24', 480),
  log('2026-11-24', 15),
  log('2026-11-24', 15),
  log('2026-11-28', 60),
  log('2026-11-30', 45),
];

describe('the rows of a download read in pages (docs/product/reports.md#downloads)', () => {
  it.each([1, 2, 3, 100])("a person's month in pages of %i has the rows of its table", async (size) => {
    expect(await all(userTimeLogRows(pagesOf(MONTH, size)))).toEqual(userTimeLogTable('x', MONTH).rows);
  });

  it("an empty person's month has only the total", async () => {
    expect(await all(userTimeLogRows(pagesOf([], 10)))).toEqual(userTimeLogTable('x', []).rows);
  });

  const items: ClientReportItem[] = [
    { user_id: 7, username: 'Ada', total_hours: 150, data: [log('2026-11-23', 90), log('2026-11-24', 60)] },
    { user_id: 3, username: 'Ada', total_hours: 30, data: [log('2026-11-23', 30)] },
    { user_id: 2, username: 'Ben', total_hours: 45, data: [log('2026-11-28', 45)] },
  ];
  const clientLogs = items.flatMap((item) =>
    item.data.map((entry) => ({ ...entry, user_id: item.user_id, username: item.username })),
  );

  it.each([1, 2, 100])("a client's month in pages of %i has the rows of its table", async (size) => {
    expect(await all(clientTimeLogRows(pagesOf(clientLogs, size)))).toEqual(clientTimeLogTable('x', items).rows);
  });

  it("an empty client's month has only the total of all people", async () => {
    expect(await all(clientTimeLogRows(pagesOf([], 10)))).toEqual(clientTimeLogTable('x', []).rows);
  });
});
