import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel of drizzle/0005_data_change_notices.sql: a trigger on every table notifies it. */
export const DATA_CHANGED_CHANNEL = 'portal_data_changed';

const RECONNECT_DELAY_MS = 1_000;

/**
 * What this process knows about changes to the portal's data. The generation goes up with every
 * change committed by any process on the database (PostgreSQL delivers the trigger's NOTIFY at
 * commit) and with this process's own writes (`changed`). A read cache keeps what it read with the
 * generation it started at, and drops it when the generation has moved on. While the feed is not
 * listening, nobody may trust a cache: another process's change could go unseen.
 */
export class ChangeFeed {
  private current = 0;
  private live = false;
  /** The payload of the last notice heard: the triggers send none, a caller waiting for its own sends one. */
  lastNotice = '';

  get generation(): number {
    return this.current;
  }

  get listening(): boolean {
    return this.live;
  }

  changed(): void {
    this.current += 1;
  }

  heard(notice: string): void {
    this.lastNotice = notice;
    this.changed();
  }

  setListening(listening: boolean): void {
    this.live = listening;
    this.changed();
  }
}

/** PGlite is one process's own database: its notices arrive before the writing query resolves. */
export async function followPglite(client: PGlite): Promise<{ feed: ChangeFeed; stop(): Promise<void> }> {
  const feed = new ChangeFeed();
  const unlisten = await client.listen(DATA_CHANGED_CHANNEL, (notice) => feed.heard(notice));
  feed.setListening(true);
  return { feed, stop: () => unlisten() };
}

/**
 * On PostgreSQL one connection of its own listens; when it fails, the feed stops listening (so the
 * caches stand aside) until a new connection listens again.
 */
export async function followPostgres(url: string): Promise<{ feed: ChangeFeed; stop(): Promise<void> }> {
  const feed = new ChangeFeed();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    feed.setListening(false);
    failed.end().catch(() => {});
    if (!stopped) retry = setTimeout(connect, RECONNECT_DELAY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (notice) => feed.heard(notice.payload ?? ''));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
      if (client === next && !stopped) feed.setListening(true);
    } catch {
      lost(next);
    }
  }

  await connect();
  return {
    feed,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      feed.setListening(false);
      await last?.end().catch(() => {});
    },
  };
}
