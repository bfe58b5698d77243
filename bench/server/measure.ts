import autocannon from 'autocannon';
import type pg from 'pg';
import type { Statement } from './protocol.js';

/** Requests per second and latency percentiles (milliseconds) of one measurement. */
export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, plus connection errors. */
  failures: number;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string;
  /** A body, or a function making a fresh one for each request (unique dates, another person). */
  body?: unknown | (() => unknown);
  /** Reads the answer, e.g. to pass the new request's id to the next call. */
  onAnswer?: (body: string, context: Record<string, unknown>) => void;
  /** Builds the path from what earlier answers left in the context. */
  pathFrom?: (context: Record<string, unknown>) => string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function figures(latencies: number[], seconds: number, failures: number): Figures {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requests: latencies.length,
    failures,
  };
}

/** A content type only with a body: Fastify refuses an empty body announced as JSON (a DELETE has none). */
const headersOf = (request: HttpRequest) => ({
  ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
  ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
});

/** autocannon against `base`; each connection walks the request list in order, again and again. */
export async function measureHttp(
  base: string,
  requests: HttpRequest[],
  seconds: number,
  connections: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let failures = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: requests.map((request) => ({
      method: request.method,
      path: request.path,
      headers: headersOf(request),
      setupRequest: (raw: autocannon.Request, context: object) => {
        const ctx = context as Record<string, unknown>;
        const body = typeof request.body === 'function' ? (request.body as () => unknown)() : request.body;
        return {
          ...raw,
          path: request.pathFrom ? request.pathFrom(ctx) : raw.path,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        };
      },
      ...(request.onAnswer
        ? {
            onResponse: (_status: number, body: string, context: object) =>
              request.onAnswer!(body, context as Record<string, unknown>),
          }
        : {}),
    })),
  });
  // The typings leave out the client that autocannon passes first.
  (instance as unknown as { on(event: 'response', listener: (...args: unknown[]) => void): void }).on(
    'response',
    (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime as number);
      if ((status as number) >= 300) failures += 1;
    },
  );
  const result = await instance;
  return figures(latencies, result.duration, failures + result.errors);
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * The database limit: the statements each HTTP request sent, replayed with `pg` by `connections`
 * workers, one pooled connection per replayed request. A pass is the statements of one iteration
 * (one list per HTTP call); worker n replays pass n (writes record one pass per worker, so that no
 * two workers wait on the same row). Writes run inside a transaction that is rolled back, so the
 * data stays as it was.
 */
export async function measureSql(
  pool: pg.Pool,
  passes: Statement[][][],
  seconds: number,
  connections: number,
  rollback: boolean,
): Promise<Figures> {
  const latencies: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const worker = async (offset: number) => {
    const perRequest = passes[offset % passes.length]!;
    for (let i = offset; performance.now() < until; i += 1) {
      const statements = perRequest[i % perRequest.length]!.filter((s) => !TRANSACTION_CONTROL.test(s.sql));
      const begin = performance.now();
      const client = await pool.connect();
      try {
        if (rollback) await client.query('BEGIN');
        for (const statement of statements) await client.query(statement.sql, statement.params);
        if (rollback) await client.query('ROLLBACK');
        latencies.push(performance.now() - begin);
      } catch {
        failures += 1;
        if (rollback) await client.query('ROLLBACK').catch(() => {});
      } finally {
        client.release();
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, n) => worker(n)));
  return figures(latencies, (performance.now() - started) / 1000, failures);
}
