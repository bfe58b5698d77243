import type { Readable } from 'node:stream';
import { asc, count, eq } from 'drizzle-orm';
import type { DocumentFields, DocumentView } from '@portal/shared';
import { auditOf } from '../../platform/audit.js';
import type { Actor } from '../../platform/auth/access.js';
import type { Database } from '../../platform/db/index.js';
import { documents } from '../../platform/db/schema.js';
import type { AppDeps } from '../../platform/deps.js';
import { NotFound } from '../../platform/errors.js';
import { inPage, pageAndTotal, type Page } from '../../platform/paging.js';
import { linkSigner, type LinkSigner } from '../../platform/signed-links.js';
import { claimStoredFile, deleteStoredFile, readStoredFile, type StoredFileRef } from '../../platform/file-store.js';

const audit = auditOf('document');

export class DocumentNotFound extends NotFound {
  constructor() {
    super('errors:documents.not_found');
  }
}

type DocumentRow = Pick<typeof documents.$inferSelect, 'id' | 'title' | 'description' | 'type'>;

const listColumns = {
  id: documents.id,
  title: documents.title,
  description: documents.description,
  type: documents.type,
};

/** `file_path` is the View link: signed for this file and a few minutes (docs/product/people-and-clients.md#signed-links). */
function presentDocument(row: DocumentRow, signer: LinkSigner): DocumentView {
  return { ...row, file_path: `/api/files/${row.id}${signer.query('file', row.id)}` };
}

/** Every document by title and then id (so that pages never share or skip one), or one page; never reads the bytes (they live in stored_file_chunks). */
export async function listDocuments(db: Database, now: Date, page?: Page): Promise<DocumentView[]> {
  const [rows, signer] = await Promise.all([
    inPage(db.select(listColumns).from(documents).orderBy(asc(documents.title), asc(documents.id)).$dynamic(), page),
    linkSigner(db, now),
  ]);
  return rows.map((row) => presentDocument(row, signer));
}

/** One page of the documents and how many there are in all (docs/product/http-contract.md#scale): the queries sent together. */
export async function pageOfDocuments(
  db: Database,
  now: Date,
  page: Page,
): Promise<{ data: DocumentView[]; total: number }> {
  return pageAndTotal(listDocuments(db, now, page), db.select({ total: count() }).from(documents));
}

/** docs/product/people-and-clients.md#documents, docs/product/reports.md#one-transaction: the document row, the claim on its stored bytes and the audit row commit together. */
export async function storeDocument(
  deps: AppDeps,
  actor: Actor,
  fields: DocumentFields,
  file: StoredFileRef,
): Promise<DocumentView> {
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(documents)
      .values({
        ...fields,
        fileName: file.fileName,
        sizeBytes: file.sizeBytes,
        fileId: file.id,
        uploadedById: actor.caller.id,
      })
      .returning(listColumns);
    await claimStoredFile(tx, file.id, deps.clock.now());
    await audit(tx, actor, deps.clock.now(), {
      action: 'document.create',
      id: created!.id,
      after: { ...fields, file_name: file.fileName },
    });
    return created!;
  });
  return presentDocument(row, await linkSigner(deps.db, deps.clock.now()));
}

export interface DocumentFile {
  fileName: string;
  sizeBytes: number;
  content: Readable;
}

export async function readDocument(db: Database, id: number): Promise<DocumentFile> {
  const [found] = await db
    .select({ fileName: documents.fileName, sizeBytes: documents.sizeBytes, fileId: documents.fileId })
    .from(documents)
    .where(eq(documents.id, id));
  if (!found) throw new DocumentNotFound();
  return { fileName: found.fileName, sizeBytes: found.sizeBytes, content: readStoredFile(db, found.fileId) };
}

export async function deleteDocument(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  const gone = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(documents)
      .where(eq(documents.id, id))
      .returning({ ...listColumns, fileId: documents.fileId });
    if (!deleted) return undefined;
    const { fileId, ...row } = deleted;
    await deleteStoredFile(tx, fileId);
    await audit(tx, actor, deps.clock.now(), { action: 'document.delete', id, before: row });
    return row;
  });
  if (!gone) throw new DocumentNotFound();
}
