import { homeOfficeDays, workLogs } from '../../platform/db/schema.js';
import { buildUser } from '../factories.js';
import type { Change, ChangeKit } from './change-kit.js';

/** Work logs, their import and home-office days. */
export function workTimeChanges(kit: ChangeKit): Record<string, () => Promise<Change>> {
  const { db, call, upload, tables, admin, adminAndAssignedPerson, adminAndWorkLogOfSomeoneElse, log } = kit;
  return {
    "an admin's new work log for someone else": async () => {
      const { root, person, client } = await adminAndAssignedPerson();
      return {
        act: () => call('POST', '/api/logs', root.headers, log(person.id, client.id)),
        state: () => tables(db().select().from(workLogs)),
      };
    },
    // docs/product/access.md#import: the rows and the one audit row of the import commit together.
    "an admin's import of work logs": async () => {
      const { root, person, client } = await adminAndAssignedPerson();
      const file = `date,email,client,description,minutes\n2026-11-16,${person.email},${client.name},Imported,60\n`;
      return {
        act: () =>
          upload(
            '/api/logs/import',
            root.headers,
            {},
            {
              name: 'file',
              fileName: 'logs.csv',
              contentType: 'text/csv',
              content: Buffer.from(file),
            },
          ),
        state: () => tables(db().select().from(workLogs)),
      };
    },
    "an admin's change to someone else's work log": async () => {
      const { root, person, client, id } = await adminAndWorkLogOfSomeoneElse();
      return {
        act: () => call('PUT', `/api/logs/${id}`, root.headers, log(person.id, client.id)),
        state: () => tables(db().select().from(workLogs)),
      };
    },
    "an admin's deletion of someone else's work log": async () => {
      const { root, id } = await adminAndWorkLogOfSomeoneElse();
      return {
        act: () => call('DELETE', `/api/logs/${id}`, root.headers),
        state: () => tables(db().select().from(workLogs)),
      };
    },
    "an admin's home-office day for someone else": async () => {
      const root = await admin();
      const person = await buildUser(db());
      return {
        act: () => call('POST', '/api/home_office', root.headers, { user_id: person.id, dates: ['2026-11-17'] }),
        state: () => tables(db().select().from(homeOfficeDays)),
      };
    },
    "an admin's unmarking of someone else's home-office day": async () => {
      const root = await admin();
      const person = await buildUser(db());
      await db().insert(homeOfficeDays).values({ userId: person.id, date: '2026-11-17' });
      const day = { user_id: person.id, date: '2026-11-17' };
      return {
        act: () => call('DELETE', '/api/home_office/delete_by_user_id_and_date', root.headers, day),
        state: () => tables(db().select().from(homeOfficeDays)),
      };
    },
  };
}
