import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anyTestPostgresUrl, openTestDatabase, withAdminClient } from '../../test/database.js';
import { DATA_CHANGED_CHANNEL, followPostgres } from './change-feed.js';

/** A feed needs no tables, only a connection that listens. */
const postgresUrl = anyTestPostgresUrl;

const notify = (notice: string) =>
  withAdminClient(postgresUrl, (client) => client.query('SELECT pg_notify($1, $2)', [DATA_CHANGED_CHANNEL, notice]));

describe('change feed (docs/decisions/0017-read-cache.md)', () => {
  it('on PostgreSQL, stops listening when its connection is lost and listens again on a new one', async () => {
    const name = `change-feed-test-${randomBytes(4).toString('hex')}`;
    const url = new URL(postgresUrl);
    url.searchParams.set('application_name', name);
    const { feed, stop } = await followPostgres(url.toString());
    try {
      expect(feed.listening).toBe(true);
      const first = `before ${randomBytes(4).toString('hex')}`;
      await notify(first);
      await expect.poll(() => feed.lastNotice).toBe(first);

      await withAdminClient(postgresUrl, (client) =>
        client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [name]),
      );
      await expect.poll(() => feed.listening, { timeout: 1_000, interval: 5 }).toBe(false);
      await expect.poll(() => feed.listening, { timeout: 5_000 }).toBe(true);

      const second = `after ${randomBytes(4).toString('hex')}`;
      await notify(second);
      await expect.poll(() => feed.lastNotice).toBe(second);
    } finally {
      await stop();
    }
    expect(feed.listening).toBe(false);
  });

  it('hears a transaction once, when it commits', async () => {
    const database = await openTestDatabase();
    try {
      const before = database.changes.generation;
      const notice = `transaction ${randomBytes(4).toString('hex')}`;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify(${DATA_CHANGED_CHANNEL}, ${notice})`);
        await tx.execute(sql`SELECT pg_notify(${DATA_CHANGED_CHANNEL}, ${notice})`);
        expect(database.changes.generation).toBe(before);
      });
      await expect.poll(() => database.changes.lastNotice).toBe(notice);

      expect(database.changes.generation).toBe(before + 1);
    } finally {
      await database.close();
    }
  });
});
