import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import type { DatabaseHandle } from './db/index.js';
import { CHUNK_BYTES, databaseFileStore, readStoredFile, storeOwnedFile } from './file-store.js';

/** Every byte value, over and over, so that a codec that drops or maps any byte shows. */
function everyByteValue(length: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, index) => (index * 7 + (index >> 8)) % 256));
}

/** Pieces cut out of one larger buffer, as a multipart parser hands them over: each starts at an offset. */
async function* piecesOf(bytes: Buffer, pieceBytes: number): AsyncGenerator<Buffer> {
  const backing = Buffer.concat([Buffer.from('before'), bytes, Buffer.from('after')]);
  for (let start = 0; start < bytes.length; start += pieceBytes) {
    yield backing.subarray(6 + start, 6 + Math.min(start + pieceBytes, bytes.length));
  }
}

describe('the database file store (docs/decisions/0012)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  const storeAndRead = async (bytes: Buffer, pieceBytes: number) => {
    const store = databaseFileStore(database.db, () => new Date());
    const stored = await store.store({
      fileName: 'a.bin',
      mimeType: 'application/pdf',
      chunks: piecesOf(bytes, pieceBytes),
    });
    return { stored, read: await buffer(readStoredFile(database.db, stored.id)) };
  };

  it('gives back exactly the bytes it was given, across several chunks and from pieces at offsets', async () => {
    const bytes = everyByteValue(2 * CHUNK_BYTES + 12_345);

    const { stored, read } = await storeAndRead(bytes, 64 * 1024 + 3);

    expect(stored.sizeBytes).toBe(bytes.length);
    expect(read.length).toBe(bytes.length);
    expect(read.equals(bytes)).toBe(true);
  });

  it('stores a small file that is a piece of a larger buffer as that piece alone', async () => {
    const backing = everyByteValue(3000);
    const piece = backing.subarray(1000, 1500);

    const id = await storeOwnedFile(database.db, piece, new Date());
    const read = await buffer(readStoredFile(database.db, id));

    expect(read.equals(piece)).toBe(true);
  });

  it('keeps an empty file as an empty file', async () => {
    const { stored, read } = await storeAndRead(Buffer.alloc(0), 1024);

    expect(stored.sizeBytes).toBe(0);
    expect(read.length).toBe(0);
  });
});
