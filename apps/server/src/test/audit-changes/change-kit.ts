import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Role } from '@portal/shared';
import { auditEntries, documents, storedFileChunks, storedFiles } from '../../platform/db/schema.js';
import type { TestContext } from '../app.js';
import { buildClient, buildUser, signedIn } from '../factories.js';
import { multipart, TINY_PDF } from '../multipart.js';
import { buildAssignment, buildWorkLog } from '../record-factories.js';

/**
 * The audited changes of audit-atomicity.test.ts (docs/product/reports.md#one-transaction), one module per area
 * beside this one, and the calls and records they are made with.
 */

type Headers = Record<string, string>;

/** One audited change: the request that makes it, and what it touches, read from the database. */
export interface Change {
  act: () => Promise<LightMyRequestResponse>;
  state: () => Promise<unknown>;
}

export const NEW_PASSWORD = 'Amber-Lantern-731';
export const RESET_TOKEN = 'a-reset-token-sent-by-mail';

export type ChangeKit = ReturnType<typeof changeKit>;

/** The calls and records the changes are arranged with, on the test file's app. */
export function changeKit(t: TestContext) {
  const db = () => t.database.db;
  const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const upload = (
    url: string,
    headers: Headers,
    fields: Record<string, string>,
    file?: Parameters<typeof multipart>[1],
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const uploadDocument = (headers: Headers) =>
    upload(
      '/api/files',
      headers,
      { title: 'Onboarding', description: 'First week', type: '0' },
      {
        name: 'file',
        fileName: 'onboarding.pdf',
        contentType: 'application/pdf',
        content: TINY_PDF,
      },
    );
  /** Rows in an order that does not depend on where the database keeps them. */
  const rows = async (query: Promise<object[]>) => (await query).map((row) => JSON.stringify(row)).sort();
  const tables = (...queries: Promise<object[]>[]) => Promise.all(queries.map(rows));
  const auditRowCount = async () => (await db().select({ n: count() }).from(auditEntries))[0]!.n;

  const admin = () => signedIn(t.app, db(), { roleId: Role.SUPER_ADMIN });
  /** An admin and an employee assigned to a client: the admin writes the employee's own records. */
  const adminAndAssignedPerson = async () => {
    const root = await admin();
    const person = await buildUser(db());
    const client = await buildClient(db());
    await buildAssignment(db(), { userId: person.id, clientId: client.id });
    return { root, person, client };
  };
  /** As adminAndAssignedPerson, with a half-hour work log of the employee's (`id`). */
  const adminAndWorkLogOfSomeoneElse = async () => {
    const { root, person, client } = await adminAndAssignedPerson();
    const { id } = await buildWorkLog(db(), {
      userId: person.id,
      clientId: client.id,
      date: '2026-11-16',
      minutes: 30,
    });
    return { root, person, client, id };
  };
  const log = (userId: number, clientId: number) => ({
    user_id: userId,
    client_id: clientId,
    date: '2026-11-16',
    duration: 60,
    description: 'Review',
  });
  const storedDocuments = () =>
    tables(
      db().select().from(documents),
      db().select().from(storedFiles),
      db().select({ fileId: storedFileChunks.fileId, seq: storedFileChunks.seq }).from(storedFileChunks),
    );

  return {
    t,
    db,
    call,
    upload,
    uploadDocument,
    tables,
    auditRowCount,
    admin,
    adminAndAssignedPerson,
    adminAndWorkLogOfSomeoneElse,
    log,
    storedDocuments,
  };
}
