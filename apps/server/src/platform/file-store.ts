import { Readable } from 'node:stream';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from './db/index.js';
import { storedFileChunks, storedFiles } from './db/schema.js';
import type { IncomingFile, FileStore } from './uploads.js';

/** A 20 MB file is 80 statements; larger chunks make PGlite allocate (and V8 collect) far more per statement. */
export const CHUNK_BYTES = 256 * 1024;

/** An upload older than this that nothing claimed belongs to a process that died mid-upload. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export interface StoredFileRef {
  id: number;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * Writes an upload to the database chunk by chunk as it arrives (docs/decisions/0012). The file
 * stays unclaimed until its owner's row commits with `claimStoredFile`; a failed upload is
 * discarded at once, and abandoned ones are swept when the next upload starts.
 */
export function databaseFileStore(db: Database, now: () => Date): FileStore<StoredFileRef> {
  return {
    async store(file: IncomingFile): Promise<StoredFileRef> {
      const startedAt = now();
      await sweepAbandoned(db, startedAt);
      // The app's clock, not the database's, so that the sweep compares like with like.
      const [created] = await db.insert(storedFiles).values({ createdAt: startedAt }).returning({ id: storedFiles.id });
      const id = created!.id;
      try {
        const sizeBytes = await writeChunks(db, id, file.chunks);
        return { id, fileName: file.fileName, mimeType: file.mimeType, sizeBytes };
      } catch (error) {
        await deleteStoredFile(db, id);
        throw error;
      }
    },
    discard: (file) => deleteStoredFile(db, file.id),
  };
}

async function writeChunks(db: Database, fileId: number, chunks: AsyncIterable<Buffer>): Promise<number> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let size = 0;
  const flush = async () => {
    await db.insert(storedFileChunks).values({ fileId, seq, bytes: Buffer.concat(pending, pendingBytes) });
    seq += 1;
    pending = [];
    pendingBytes = 0;
  };
  for await (const chunk of chunks) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    size += chunk.length;
    if (pendingBytes >= CHUNK_BYTES) await flush();
  }
  if (pendingBytes > 0 || seq === 0) await flush();
  return size;
}

/** Called inside the owner's transaction, so the file and its owner commit together. */
export async function claimStoredFile(tx: Database, fileId: number, now: Date): Promise<void> {
  await tx.update(storedFiles).set({ claimedAt: now }).where(eq(storedFiles.id, fileId));
}

export async function deleteStoredFile(db: Database, fileId: number): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, fileId));
}

async function sweepAbandoned(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
  await db.delete(storedFiles).where(and(isNull(storedFiles.claimedAt), lt(storedFiles.createdAt, before)));
}

/** The file's bytes as a stream that reads one chunk at a time. */
export function readStoredFile(db: Database, fileId: number): Readable {
  return Readable.from(chunksOf(db, fileId), { objectMode: false });
}

async function* chunksOf(db: Database, fileId: number): AsyncGenerator<Buffer> {
  let after = -1;
  for (;;) {
    const [chunk] = await db
      .select({ seq: storedFileChunks.seq, bytes: storedFileChunks.bytes })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.fileId, fileId), gt(storedFileChunks.seq, after)))
      .orderBy(asc(storedFileChunks.seq))
      .limit(1);
    if (!chunk) return;
    after = chunk.seq;
    yield Buffer.from(chunk.bytes.buffer, chunk.bytes.byteOffset, chunk.bytes.byteLength);
  }
}

/** A small file whose owner is written in the same transaction (seed data): one chunk, claimed. */
export async function storeOwnedFile(tx: Database, content: Uint8Array, now: Date): Promise<number> {
  const [created] = await tx.insert(storedFiles).values({ claimedAt: now }).returning({ id: storedFiles.id });
  await tx.insert(storedFileChunks).values({ fileId: created!.id, seq: 0, bytes: content });
  return created!.id;
}
