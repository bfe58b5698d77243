import { Role } from '@portal/shared';
import { hashToken } from '../../platform/auth/tokens.js';
import { assignments, clients, passwordResets, sessions, skills, userSkills, users } from '../../platform/db/schema.js';
import { buildClient, buildUser, signedIn } from '../factories.js';
import { type Change, type ChangeKit, NEW_PASSWORD, RESET_TOKEN } from './change-kit.js';

/** People, clients, assignments and skills. */
export function peopleAndClientsChanges(kit: ChangeKit): Record<string, () => Promise<Change>> {
  const { t, db, call, tables, admin, adminAndAssignedPerson } = kit;
  return {
    'a new user': async () => {
      const root = await admin();
      const person = {
        name: 'Nora New',
        email: 'nora@example.com',
        role_id: Role.USER,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      };
      return {
        act: () => call('POST', '/api/register', root.headers, person),
        state: () => tables(db().select().from(users)),
      };
    },
    "an edit of a person's details": async () => {
      const root = await admin();
      const person = await buildUser(db());
      return {
        act: () =>
          call('POST', `/api/users/edit/${person.id}`, root.headers, { name: 'Olga Renamed', public_logs: true }),
        state: () => tables(db().select().from(users)),
      };
    },
    'a deactivation, with the sessions it ends': async () => {
      const root = await admin();
      const person = await signedIn(t.app, db());
      return {
        act: () => call('DELETE', `/api/users/delete/${person.user.id}`, root.headers),
        state: () => tables(db().select().from(users), db().select().from(sessions)),
      };
    },
    'a new password set by an admin, with the sessions and the reset link it ends': async () => {
      const root = await admin();
      const person = await signedIn(t.app, db());
      await db()
        .insert(passwordResets)
        .values({ userId: person.user.id, tokenHash: hashToken(RESET_TOKEN), expiresAt: t.clock.now() });
      const password = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      return {
        act: () => call('POST', `/api/users/${person.user.id}/password`, root.headers, password),
        state: () =>
          tables(db().select().from(users), db().select().from(sessions), db().select().from(passwordResets)),
      };
    },
    'a new client': async () => {
      const root = await admin();
      return {
        act: () => call('POST', '/api/clients', root.headers, { name: 'Acme' }),
        state: () => tables(db().select().from(clients)),
      };
    },
    'a renamed client': async () => {
      const root = await admin();
      const client = await buildClient(db());
      return {
        act: () => call('PATCH', `/api/clients/${client.id}`, root.headers, { name: 'Acme Ltd' }),
        state: () => tables(db().select().from(clients)),
      };
    },
    'a deleted client, with its assignments': async () => {
      const { root, client } = await adminAndAssignedPerson();
      return {
        act: () => call('DELETE', `/api/clients/${client.id}`, root.headers),
        state: () => tables(db().select().from(clients), db().select().from(assignments)),
      };
    },
    "a client's new share key": async () => {
      const root = await admin();
      const client = await buildClient(db());
      return {
        act: () => call('POST', `/api/clients/${client.id}/share_key`, root.headers),
        state: () => tables(db().select().from(clients)),
      };
    },
    'a new assignment': async () => {
      const root = await admin();
      const person = await buildUser(db());
      const client = await buildClient(db());
      const assignment = { client: client.id, hours: 12, dates: ['2026-11-02'] };
      return {
        act: () => call('POST', `/api/users/${person.id}/clients`, root.headers, assignment),
        state: () => tables(db().select().from(assignments)),
      };
    },
    'a removed assignment': async () => {
      const { root, person, client } = await adminAndAssignedPerson();
      return {
        act: () => call('DELETE', `/api/users/${person.id}/clients/${client.id}`, root.headers),
        state: () => tables(db().select().from(assignments)),
      };
    },
    'a new skill in the catalogue': async () => {
      const root = await admin();
      return {
        act: () => call('POST', '/api/skills', root.headers, { name: 'Go' }),
        state: () => tables(db().select().from(skills)),
      };
    },
    'renamed skills in the catalogue': async () => {
      const root = await admin();
      const [skill] = await db().insert(skills).values({ name: 'Go' }).returning();
      return {
        act: () => call('PUT', '/api/skills', root.headers, [{ id: skill!.id, name: 'Golang' }]),
        state: () => tables(db().select().from(skills)),
      };
    },
    'a skill deleted from the catalogue, and from everybody who had it': async () => {
      const root = await admin();
      const person = await buildUser(db());
      const [skill] = await db().insert(skills).values({ name: 'Go' }).returning();
      await db().insert(userSkills).values({ userId: person.id, skillId: skill!.id });
      return {
        act: () => call('DELETE', `/api/skills/${skill!.id}`, root.headers),
        state: () => tables(db().select().from(skills), db().select().from(userSkills)),
      };
    },
    "an admin's new skill for someone else": async () => {
      const root = await admin();
      const person = await buildUser(db());
      const [skill] = await db().insert(skills).values({ name: 'Go' }).returning();
      return {
        act: () => call('PUT', `/api/users/${person.id}/skills`, root.headers, { skills: [skill!.id] }),
        state: () => tables(db().select().from(userSkills)),
      };
    },
    "an admin's removal of someone else's skill": async () => {
      const root = await admin();
      const person = await buildUser(db());
      const [skill] = await db().insert(skills).values({ name: 'Go' }).returning();
      await db().insert(userSkills).values({ userId: person.id, skillId: skill!.id });
      return {
        act: () => call('DELETE', `/api/users/${person.id}/skills/${skill!.id}`, root.headers),
        state: () => tables(db().select().from(userSkills)),
      };
    },
  };
}
