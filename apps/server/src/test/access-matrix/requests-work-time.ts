import { buildClient } from '../factories.js';
import { multipart } from '../multipart.js';
import { buildAssignment, buildWorkLog } from '../record-factories.js';
import { type Case, next, freshDate, subject, assignedClient, type Built } from './cases.js';

/**
 * How access-matrix.test.ts calls these routes with valid input, on records made fresh for every case.
 * Work logs, their import, home-office days, schedules and days.
 */
export const workTimeRequests: Record<string, (c: Case) => Promise<Built>> = {
  'GET /api/logs/user/:id/from/:date': async (c) => {
    const who = await subject(c);
    await buildWorkLog(c.f.t.database.db, {
      userId: who.id,
      clientId: await assignedClient(c, who.id),
      date: '2026-11-17',
      minutes: 60,
    });
    return { url: `/api/logs/user/${who.id}/from/2026-11-16` };
  },
  'GET /api/range/logs': async (c) => ({
    url: `/api/range/logs?user_id=${(await subject(c)).id}&from=2026-11-01&to=2026-11-30`,
  }),
  'POST /api/logs': async (c) => {
    const who = await subject(c);
    return {
      url: '/api/logs',
      payload: {
        description: 'Matrix work',
        user_id: who.id,
        date: '2026-11-18',
        duration: 90,
        client_id: await assignedClient(c, who.id),
      },
    };
  },
  'PUT /api/logs/:id': async (c) => {
    const who = await subject(c);
    const clientId = await assignedClient(c, who.id);
    const log = await buildWorkLog(c.f.t.database.db, { userId: who.id, clientId, date: '2026-11-18', minutes: 30 });
    return {
      url: `/api/logs/${log.id}`,
      payload: { description: 'Changed', user_id: who.id, date: '2026-11-18', duration: 45, client_id: clientId },
    };
  },
  'POST /api/logs/import': async (c) => {
    const who = await subject(c);
    const name = `Import client ${next()}`;
    const client = await buildClient(c.f.t.database.db, name);
    await buildAssignment(c.f.t.database.db, { userId: who.id, clientId: client.id, fromDate: '2026-01-01' });
    const file = `date,email,client,description,minutes\n2026-11-18,${who.email},${name},Imported,60\n`;
    return {
      url: '/api/logs/import',
      ...multipart({}, { name: 'file', fileName: 'logs.csv', contentType: 'text/csv', content: Buffer.from(file) }),
    };
  },
  'DELETE /api/logs/:id': async (c) => {
    const who = await subject(c);
    const clientId = await assignedClient(c, who.id);
    const log = await buildWorkLog(c.f.t.database.db, { userId: who.id, clientId, date: '2026-11-18', minutes: 30 });
    return { url: `/api/logs/${log.id}` };
  },
  'GET /api/home_office': async (c) =>
    c.whose === '-'
      ? { url: '/api/home_office?year=2026' }
      : { url: `/api/home_office?user_id=${(await subject(c)).id}&month=2026-11` },
  'GET /api/home_office/counts': async () => ({ url: '/api/home_office/counts?year=2026' }),
  'POST /api/home_office': async (c) => ({
    url: '/api/home_office',
    payload: { user_id: (await subject(c)).id, dates: ['2026-11-19'] },
  }),
  'DELETE /api/home_office/delete_by_user_id_and_date': async (c) => ({
    url: '/api/home_office/delete_by_user_id_and_date',
    payload: { user_id: (await subject(c)).id, date: '2026-11-19' },
  }),
  'GET /api/users/:id/schedules': async (c) => ({ url: `/api/users/${(await subject(c)).id}/schedules` }),
  'POST /api/users/:id/schedules': async (c) => ({
    url: `/api/users/${(await subject(c)).id}/schedules`,
    payload: { from_date: freshDate(), minutes: [360, 360, 360, 360, 0, 0, 0] },
  }),
  'GET /api/users/:id/days': async (c) => ({
    url: `/api/users/${(await subject(c)).id}/days?from=2026-11-16&to=2026-11-22`,
  }),
};
