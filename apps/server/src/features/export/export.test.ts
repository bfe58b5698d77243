import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import {
  apiTokens,
  auditEntries,
  loginChallenges,
  oidcLogins,
  passwordResets,
  recoveryCodes,
  settings,
  timesheets,
  users,
  userSkills,
  skills,
} from '../../platform/db/schema.js';
import { choosePortalTimeZone } from '../../platform/settings.js';
import { QueryCounter, useTestContext } from '../../test/app.js';
import { buildClient, signedIn, signedInAs } from '../../test/factories.js';
import { buildLeave, buildWorkLog } from '../../test/record-factories.js';
import { exportArchive } from './archive.js';
import { EXPORTED_KINDS } from './kinds.js';

type Files = Record<string, Record<string, string>[]>;

/** Every CSV of a zip as rows keyed by their header (the BOM dropped). */
function csvFilesOf(zip: Uint8Array): { names: string[]; text: string; files: Files } {
  const entries = unzipSync(zip);
  const names = Object.keys(entries);
  const texts = names.map((name) => new TextDecoder().decode(entries[name]));
  const files = Object.fromEntries(
    names.map((name, index) => [name, parse(texts[index]!, { bom: true, columns: true }) as Record<string, string>[]]),
  );
  return { names, text: texts.join('\n'), files };
}

const EXPECTED_FILES = [
  'people.csv',
  'clients.csv',
  'holiday_calendars.csv',
  'public_holidays.csv',
  'schedules.csv',
  'assignments.csv',
  'work_logs.csv',
  'home_office_days.csv',
  'leave_types.csv',
  'leave_requests.csv',
  'allowances.csv',
  'skills.csv',
  'person_skills.csv',
  'documents.csv',
  'timesheets.csv',
  'client_signoffs.csv',
  'settings.csv',
  'api_tokens.csv',
  'audit_trail.csv',
  'manifest.csv',
];

/** docs/product/access.md#export */
describe('GET /api/export', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);

  const exportAs = async (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/export', headers });

  /** A person with every secret the portal keeps for someone, and the values of those secrets. */
  async function personWithSecrets() {
    const db = t.database.db;
    const { user, token } = await signedIn(t.app, db, { roleId: Role.ADMIN, name: 'Jürgen "JJ" Meyer, Jr.' });
    const secrets = {
      calendarToken: newToken(),
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      totpPendingSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
      recoveryHash: hashToken('recovery-code-1'),
      challengeHash: hashToken('challenge'),
      apiTokenHash: hashToken('sp_api-token'),
      resetHash: hashToken('reset-token'),
      oidcState: 'oidc-state-value-123',
      oidcVerifier: 'oidc-verifier-value-456',
      oidcNonce: 'oidc-nonce-value-789',
    };
    await db
      .update(users)
      .set({
        calendarToken: secrets.calendarToken,
        totpSecret: secrets.totpSecret,
        totpPendingSecret: secrets.totpPendingSecret,
        totpEnabledAt: new Date('2026-11-01T08:00:00Z'),
      })
      .where(eq(users.id, user.id));
    const expiresAt = new Date('2027-01-01T00:00:00Z');
    await db.insert(recoveryCodes).values({ userId: user.id, codeHash: secrets.recoveryHash });
    await db.insert(loginChallenges).values({ userId: user.id, tokenHash: secrets.challengeHash, expiresAt });
    await db
      .insert(apiTokens)
      .values({ userId: user.id, name: 'Payroll script', tokenHash: secrets.apiTokenHash, expiresAt });
    await db.insert(passwordResets).values({ userId: user.id, tokenHash: secrets.resetHash, expiresAt });
    await db
      .insert(oidcLogins)
      .values({ state: secrets.oidcState, codeVerifier: secrets.oidcVerifier, nonce: secrets.oidcNonce, expiresAt });
    const [stored] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const client = await buildClient(db, 'Acme');
    // What platform/signed-links.ts keeps in the settings table.
    const linkSecret = 'link-signing-secret-value';
    await db.insert(settings).values({ key: 'link_signing_secret', value: linkSecret });
    return {
      user,
      client,
      values: {
        ...secrets,
        passwordHash: stored!.passwordHash!,
        sessionHash: hashToken(token),
        shareKey: client.shareKey,
        linkSecret,
      },
    };
  }

  it("gives a SUPER_ADMIN a zip named with the portal's date, one CSV per kind of record and a manifest", async () => {
    await choosePortalTimeZone(t.database.db, 'Europe/Berlin');
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });

    const response = await exportAs(headers);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="staff-portal-export-2026-11-23.zip"');
    const { names, files } = csvFilesOf(response.rawPayload);
    expect(names).toEqual(EXPECTED_FILES);
    expect(files['manifest.csv']).toContainEqual({ file: 'people.csv', rows: '2' });
    expect(files['settings.csv']).toEqual([{ key: 'time_zone', value: '"Europe/Berlin"' }]);
  });

  it('writes the records with their ids and fields, quoting commas, quotes and line breaks', async () => {
    const { user, client } = await personWithSecrets();
    const log = await buildWorkLog(t.database.db, {
      userId: user.id,
      clientId: client.id,
      date: '2026-11-16',
      minutes: 90,
      description: 'Review, "phase 2"\nand notes',
    });
    await buildLeave(t.database.db, { userId: user.id, fromDate: '2026-12-21', toDate: '2026-12-23' });
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });

    const { files } = csvFilesOf((await exportAs(headers)).rawPayload);

    expect(files['people.csv']!.find((row) => row.id === String(user.id))).toMatchObject({
      name: 'Jürgen "JJ" Meyer, Jr.',
      email: user.email,
      role_id: String(Role.ADMIN),
      active: 'true',
      two_factor_enabled_at: '2026-11-01T08:00:00.000Z',
    });
    expect(files['clients.csv']).toEqual([{ id: String(client.id), name: 'Acme', created_at: expect.any(String) }]);
    expect(files['work_logs.csv']).toEqual([
      {
        id: String(log.id),
        user_id: String(user.id),
        client_id: String(client.id),
        date: '2026-11-16',
        minutes: '90',
        description: 'Review, "phase 2"\nand notes',
        created_at: log.createdAt.toISOString(),
        updated_at: log.updatedAt.toISOString(),
      },
    ]);
    expect(files['leave_requests.csv']![0]).toMatchObject({ requesting_id: String(user.id), to_date: '2026-12-23' });
    expect(files['api_tokens.csv']![0]).toMatchObject({ user_id: String(user.id), name: 'Payroll script' });
  });

  it('never contains a password hash, token hash, TOTP secret, recovery code, share key, calendar token or OIDC state', async () => {
    const { values } = await personWithSecrets();
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });

    const { files, text } = csvFilesOf((await exportAs(headers)).rawPayload);

    const columns = Object.values(files).flatMap((rows) => Object.keys(rows[0] ?? {}));
    expect(
      columns.filter((column) => /hash|secret|share_key|calendar_token|verifier|nonce|state/.test(column)),
    ).toEqual([]);
    const leaked = Object.entries(values).filter(([, value]) => text.includes(value));
    expect(leaked.map(([name]) => name)).toEqual([]);
  });

  it('records who exported, and from where, in the audit trail', async () => {
    const { user, headers } = await signedIn(t.app, t.database.db, { roleId: Role.SUPER_ADMIN });

    await exportAs(headers);

    const entries = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'data.exported'));
    expect(entries).toMatchObject([{ actorId: user.id, ip: '127.0.0.1' }]);
  });

  it.each([Role.ADMIN, Role.USER, Role.CLIENT])('refuses role %i with 403 and records nothing', async (roleId) => {
    const { headers } = await signedInAs(t.app, t.database.db, roleId);

    const response = await exportAs(headers);

    expect(response.statusCode).toBe(403);
    const entries = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'data.exported'));
    expect(entries).toEqual([]);
  });

  it('refuses a caller without a session with 401', async () => {
    expect((await exportAs({})).statusCode).toBe(401);
  });
});

/** The zip as a reader takes it, to the end. */
async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

describe('the export archive (docs/product/access.md#export: read in batches, stopped when abandoned)', () => {
  const queries = new QueryCounter();
  const t = useTestContext({}, queries);
  const only = (...files: string[]) => EXPORTED_KINDS.filter((kind) => files.includes(kind.file));

  async function workLogsOf(count: number) {
    const { user } = await signedIn(t.app, t.database.db);
    const client = await buildClient(t.database.db);
    for (let day = 1; day <= count; day += 1) {
      const date = `2026-10-${String(day).padStart(2, '0')}`;
      await buildWorkLog(t.database.db, { userId: user.id, clientId: client.id, date, minutes: day });
    }
    return user;
  }

  it('reads a table a batch at a time in key order, each row once, also with a two-column key', async () => {
    const user = await workLogsOf(7);
    const ids = (
      await t.database.db
        .insert(skills)
        .values([{ name: 'a' }, { name: 'b' }, { name: 'c' }])
        .returning()
    ).map((skill) => skill.id);
    await t.database.db.insert(userSkills).values(ids.map((skillId) => ({ userId: user.id, skillId })));
    await t.database.db
      .insert(timesheets)
      .values(['2026-07', '2026-08', '2026-09'].map((month) => ({ userId: user.id, month, status: 'approved' })));
    const kinds = only('work_logs.csv', 'person_skills.csv', 'timesheets.csv');

    const zip = await bytesOf(exportArchive(t.database.db, kinds, new AbortController().signal, 2));

    const { files } = csvFilesOf(zip);
    expect(files['work_logs.csv']!.map((row) => row.minutes)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(files['person_skills.csv']!.map((row) => row.skill_id)).toEqual(ids.map(String));
    expect(files['timesheets.csv']!.map((row) => row.month)).toEqual(['2026-07', '2026-08', '2026-09']);
    expect(files['manifest.csv']).toEqual([
      { file: 'work_logs.csv', rows: '7' },
      { file: 'person_skills.csv', rows: '3' },
      { file: 'timesheets.csv', rows: '3' },
    ]);
  });

  it('reads 7 rows in batches of 2 with 4 queries', async () => {
    await workLogsOf(7);
    const before = queries.count;

    await bytesOf(exportArchive(t.database.db, only('work_logs.csv'), new AbortController().signal, 2));

    expect(queries.count - before).toBe(4);
  });

  it('stops reading the database once the download is abandoned', async () => {
    await workLogsOf(30);
    const abandoned = new AbortController();
    const archive = exportArchive(t.database.db, only('work_logs.csv'), abandoned.signal, 1);
    const before = queries.count;

    await new Promise((resolve) => archive.once('data', resolve));
    abandoned.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(queries.count - before).toBeLessThan(30);
  });
});
