import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { recordFigures, sleep } from './figures.js';
import { freshStore, signIn, startServer, stop, type Server } from './server.js';

/**
 * docs/product/people-and-clients.md#documents, docs/decisions/0012: a document just under 20 MB streams into the database and out in
 * 256 KB chunks. Held whole, the file was copied several times over (250–400 MB of the server's
 * memory); the server process's resident memory is read from /proc (Linux).
 */
const MB = 1024 * 1024;
const SIZE = 20 * MB - 1024;
const FIELDS = { title: 'Onboarding', description: 'First week', type: '0' };
/** A few chunks, and the garbage V8 has not yet collected: the server runs without forced collections. */
const PEAK_BOUND_MB = 64;
/** Less than half the file per upload, over several: the resident size moves by ±10 MB between readings. */
const KEPT_BOUND_MB = 10;
const MORE_UPLOADS = 4;

const status = (server: Server) => fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
const kbOf = (text: string, field: 'VmHWM' | 'VmRSS') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)![1]);
const residentMb = (server: Server) => kbOf(status(server), 'VmRSS') / 1024;

/** How far the server's resident memory rose at its peak while `work` ran. */
async function peakGrowthMb<T>(server: Server, work: () => Promise<T>): Promise<{ growthMb: number; result: T }> {
  fs.writeFileSync(`/proc/${server.process.pid}/clear_refs`, '5'); // the peak back to the current size
  const before = kbOf(status(server), 'VmHWM');
  const result = await work();
  return { growthMb: (kbOf(status(server), 'VmHWM') - before) / 1024, result };
}

const BOUNDARY = 'portal-faults-boundary';
const PDF_HEAD = Buffer.from('%PDF-1.4\n%%EOF\n');

/** The upload form, generated as it is sent (a PDF head, then zeros): the test never holds the file either. */
async function* form(): AsyncGenerator<Buffer> {
  for (const [name, value] of Object.entries(FIELDS)) {
    yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="onboarding.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  yield PDF_HEAD;
  const zeros = Buffer.alloc(64 * 1024);
  for (let left = SIZE - PDF_HEAD.length; left > 0; left -= zeros.length)
    yield zeros.subarray(0, Math.min(left, zeros.length));
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

function upload(server: Server, token: string): Promise<{ status: number; body: string }> {
  const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}` };
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}/api/files`, { method: 'POST', headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    Readable.from(form()).pipe(request);
  });
}

/** Counts the bytes of the download as they arrive. */
async function download(server: Server, link: string) {
  const response = await fetch(`${server.url}${link}`);
  let length = 0;
  let head = '';
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    if (length === 0) head = Buffer.from(chunk.subarray(0, 5)).toString();
    length += chunk.length;
  }
  return { status: response.status, length, contentLength: response.headers.get('content-length'), head };
}

describe.each(['pglite', 'postgres'] as const)('a 20 MB document on %s', (kind) => {
  it('streams in and out without the server holding the file', async () => {
    const store = await freshStore(kind);
    const server = await startServer(store);
    try {
      const token = await signIn(server);
      expect((await upload(server, token)).status).toBe(201); // the database engine reaches its working size

      const uploaded = await peakGrowthMb(server, () => upload(server, token));
      const afterOne = residentMb(server);
      for (let more = 0; more < MORE_UPLOADS; more += 1) expect((await upload(server, token)).status).toBe(201);
      await sleep(1_000);
      const keptPerUploadMb = (residentMb(server) - afterOne) / MORE_UPLOADS;
      const { file_path: link } = JSON.parse(uploaded.result.body) as { file_path: string };
      const downloaded = await peakGrowthMb(server, () => download(server, link));

      expect(uploaded.result.status).toBe(201);
      expect(downloaded.result).toEqual({ status: 200, length: SIZE, contentLength: String(SIZE), head: '%PDF-' });
      expect(uploaded.growthMb).toBeLessThan(PEAK_BOUND_MB);
      expect(keptPerUploadMb).toBeLessThan(KEPT_BOUND_MB);
      expect(downloaded.growthMb).toBeLessThan(PEAK_BOUND_MB);

      recordFigures(
        `upload-memory-${kind}`,
        `| ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL 15'} | ${uploaded.growthMb.toFixed(1)} MB | ` +
          `${keptPerUploadMb.toFixed(1)} MB | ${downloaded.growthMb.toFixed(1)} MB |`,
      );
    } finally {
      await stop(server);
      await store.drop();
    }
  });
});
