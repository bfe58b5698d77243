import { Role } from '@portal/shared';
import { clientSignoffs, timesheets } from '../../platform/db/schema.js';
import { buildClient } from '../factories.js';
import { type Case, next, person, subject, reportClient, type Built, signoffLink } from './cases.js';

/**
 * How access-matrix.test.ts calls these routes with valid input, on records made fresh for every case.
 * The weekly report, the audit trail, jobs, the export, settings, reports and closing the month.
 */
export const reportsAndAdminRequests: Record<string, (c: Case) => Promise<Built>> = {
  'GET /api/weekly/logs': async () => ({ url: '/api/weekly/logs?from=2026-11-16&to=2026-11-22' }),
  'GET /api/audit': async () => ({ url: '/api/audit' }),
  'GET /api/jobs': async () => ({ url: '/api/jobs' }),
  'GET /api/export': async () => ({ url: '/api/export' }),
  'GET /api/settings': async () => ({ url: '/api/settings' }),
  'PATCH /api/settings': async (c) => ({
    url: '/api/settings',
    payload: { leave_approver_id: c.f.callers.SUPER_ADMIN.id },
  }),
  'GET /api/report/user/:id/month/:m/year/:y': async (c) => ({
    url: `/api/report/user/${(await subject(c)).id}/month/11/year/2026`,
  }),
  'GET /api/logs/client/:id/month/:m/year/:y': async (c) => {
    const client = await reportClient(c);
    const key = c.whose === 'key' ? `?key=${client.shareKey}` : '';
    return { url: `/api/logs/client/${client.id}/month/11/year/2026${key}` };
  },
  'GET /api/clients/:id/public': async (c) => {
    const client = await reportClient(c);
    const key = c.whose === 'key' ? `?key=${client.shareKey}` : '';
    return { url: `/api/clients/${client.id}/public${key}` };
  },
  'GET /api/team_calendar': async () => ({ url: '/api/team_calendar?year=2026' }),
  'GET /api/locks': async (c) => ({
    url: `/api/locks?user_id=${(await subject(c)).id}&from=2026-11-01&to=2026-11-30`,
  }),
  'GET /api/timesheets': async () => ({ url: '/api/timesheets?month=2026-11' }),
  'POST /api/timesheets/approve': async (c) => ({
    url: '/api/timesheets/approve',
    payload: { month: '2026-10', user_ids: [(await person(c.f.t.database.db, Role.USER)).id] },
  }),
  'POST /api/timesheets/:userId/:month/submit': async (c) => ({
    url: `/api/timesheets/${(await subject(c)).id}/2026-11/submit`,
  }),
  // September: approving the caller's own month must not lock the November days other rows write.
  'POST /api/timesheets/:userId/:month/approve': async (c) => ({
    url: `/api/timesheets/${(await subject(c)).id}/2026-09/approve`,
  }),
  'POST /api/timesheets/:userId/:month/reopen': async (c) => {
    const who = await subject(c);
    await c.f.t.database.db.insert(timesheets).values({ userId: who.id, month: '2026-08', status: 'approved' });
    return { url: `/api/timesheets/${who.id}/2026-08/reopen`, payload: { comment: 'Matrix reason' } };
  },
  'GET /api/clients/:id/signoffs': async (c) => {
    const client = await reportClient(c);
    const key = c.whose === 'key' ? `&key=${client.shareKey}` : '';
    return { url: `/api/clients/${client.id}/signoffs?year=2026${key}` };
  },
  // A query: it may be repeated, where a second approval would be a 409.
  'POST /api/clients/:id/signoffs/:month': async (c) => {
    const client = await reportClient(c);
    const key = c.whose === 'key' ? `?key=${client.shareKey}` : '';
    return {
      url: `/api/clients/${client.id}/signoffs/2026-11${key}`,
      payload: { decision: 'query', comment: 'Matrix question' },
    };
  },
  'DELETE /api/clients/:id/signoffs/:month': async (c) => {
    const client = await buildClient(c.f.t.database.db);
    await c.f.t.database.db
      .insert(clientSignoffs)
      .values({ clientId: client.id, month: '2026-10', status: 'approved', byName: 'Matrix', at: new Date() });
    return { url: `/api/clients/${client.id}/signoffs/2026-10` };
  },
  'GET /api/signoffs': async () => ({ url: '/api/signoffs?year=2026' }),
  'POST /api/clients/:id/signoffs/:month/request': async (c) => ({
    url: `/api/clients/${(await buildClient(c.f.t.database.db)).id}/signoffs/2026-10/request`,
    payload: { email: `contact${next()}@client.example`, name: 'Matrix contact' },
  }),
  'GET /api/signoffs/requests': async () => ({ url: '/api/signoffs/requests?year=2026' }),
  'GET /api/signoff-link': async (c) => ({ url: `/api/signoff-link?token=${await signoffLink(c)}` }),
  'POST /api/signoff-link': async (c) => ({
    url: `/api/signoff-link?token=${await signoffLink(c)}`,
    payload: { decision: 'query', comment: 'Matrix question' },
  }),
};
