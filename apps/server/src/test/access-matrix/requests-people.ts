import { Role } from '@portal/shared';
import { userSkills } from '../../platform/db/schema.js';
import { buildClient, DEFAULT_PASSWORD } from '../factories.js';
import {
  type Case,
  next,
  subject,
  assignedClient,
  type Built,
  buildSkill,
  pdfUpload,
  uploadDocument,
  uploadPicture,
} from './cases.js';

/**
 * How access-matrix.test.ts calls these routes with valid input, on records made fresh for every case.
 * People, their clients, clients, skills and documents.
 */
export const peopleRequests: Record<string, (c: Case) => Promise<Built>> = {
  'GET /api/users': async () => ({ url: '/api/users' }),
  'GET /api/users/names': async () => ({ url: '/api/users/names' }),
  'GET /api/users/:id': async (c) => ({ url: `/api/users/${(await subject(c)).id}` }),
  'POST /api/register': async () => {
    const n = next();
    return {
      url: '/api/register',
      payload: {
        name: `Added ${n}`,
        email: `added${n}@example.com`,
        role_id: Role.USER,
        password: DEFAULT_PASSWORD,
        password_confirmation: DEFAULT_PASSWORD,
      },
    };
  },
  'POST /api/users/edit/:id': async (c) => ({
    url: `/api/users/edit/${(await subject(c)).id}`,
    payload: { name: `Edited ${next()}`, public_logs: true },
  }),
  'DELETE /api/users/delete/:id': async (c) => ({ url: `/api/users/delete/${(await subject(c)).id}` }),
  'POST /api/users/:id/password': async (c) => ({
    url: `/api/users/${(await subject(c)).id}/password`,
    // The same password again, so that the caller's own sign-in keeps working for later rows.
    payload: { password: DEFAULT_PASSWORD, password_confirmation: DEFAULT_PASSWORD },
  }),
  'GET /api/users/:id/clients': async (c) => {
    const who = await subject(c);
    await assignedClient(c, who.id);
    return { url: `/api/users/${who.id}/clients` };
  },
  'POST /api/users/:id/clients': async (c) => {
    const client = await buildClient(c.f.t.database.db);
    return {
      url: `/api/users/${(await subject(c)).id}/clients`,
      payload: { client: client.id, hours: 20, dates: ['2026-11-01'] },
    };
  },
  'DELETE /api/users/:id/clients/:clientId': async (c) => {
    const who = await subject(c);
    return { url: `/api/users/${who.id}/clients/${await assignedClient(c, who.id)}` };
  },
  'GET /api/assignments': async () => ({ url: '/api/assignments?as_of=2026-11-23' }),
  'GET /api/clients': async () => ({ url: '/api/clients' }),
  'GET /api/clients/:id': async (c) => {
    if (c.whose === 'own' && c.me.clientId) return { url: `/api/clients/${c.me.clientId}` };
    const client = c.whose === 'own' ? await assignedClient(c, c.me.id) : (await buildClient(c.f.t.database.db)).id;
    return { url: `/api/clients/${client}` };
  },
  'POST /api/clients': async () => ({ url: '/api/clients', payload: { name: `New client ${next()}` } }),
  'PATCH /api/clients/:id': async (c) => ({
    url: `/api/clients/${(await buildClient(c.f.t.database.db)).id}`,
    payload: { name: `Renamed client ${next()}` },
  }),
  'DELETE /api/clients/:id': async (c) => ({ url: `/api/clients/${(await buildClient(c.f.t.database.db)).id}` }),
  'POST /api/clients/:id/share_key': async (c) => ({
    url: `/api/clients/${(await buildClient(c.f.t.database.db)).id}/share_key`,
  }),
  'GET /api/skills': async () => ({ url: '/api/skills' }),
  'POST /api/skills': async () => ({ url: '/api/skills', payload: { name: `Skill ${next()}` } }),
  'PUT /api/skills': async (c) => {
    const skill = await buildSkill(c);
    return { url: '/api/skills', payload: [{ id: skill, name: `Renamed skill ${next()}` }] };
  },
  'DELETE /api/skills/:id': async (c) => ({ url: `/api/skills/${await buildSkill(c)}` }),
  'GET /api/all/skills': async () => ({ url: '/api/all/skills' }),
  'GET /api/users/:id/skills': async (c) => ({ url: `/api/users/${(await subject(c)).id}/skills` }),
  'PUT /api/users/:id/skills': async (c) => ({
    url: `/api/users/${(await subject(c)).id}/skills`,
    payload: { skills: [await buildSkill(c)] },
  }),
  'DELETE /api/users/:id/skills/:skillId': async (c) => {
    const who = await subject(c);
    const skill = await buildSkill(c);
    await c.f.t.database.db.insert(userSkills).values({ userId: who.id, skillId: skill });
    return { url: `/api/users/${who.id}/skills/${skill}` };
  },
  'GET /api/files': async () => ({ url: '/api/files' }),
  'POST /api/files': async () => ({ url: '/api/files', ...pdfUpload() }),
  'GET /api/files/:id': async (c) => ({ url: `/api/files/${c.f.documentId}` }),
  'DELETE /api/files/:id': async (c) => ({ url: `/api/files/${await uploadDocument(c.f)}` }),
  'GET /api/users/:id/picture': async (c) => {
    const who = await subject(c);
    if (!c.f.withPicture.has(who.id)) await uploadPicture(c.f, who.id);
    return { url: `/api/users/${who.id}/picture` };
  },
};
