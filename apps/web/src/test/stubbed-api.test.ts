import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '@portal/shared';
import { refuse, reply, throwWrongAnswers, useStubbedApi } from './stubbed-api';

/** The stubbed server's answers are held to the API table's schemas (lib/api-routes.ts) and the error codes. */
describe('the stubbed API', () => {
  useStubbedApi(async (url) =>
    url === '/api/jobs' ? reply('GET /clients', { data: [] }) : reply('GET /jobs', { data: [] }),
  );

  it("answers a route as JSON, 204 for one that answers nothing, and a refusal with its code's status", async () => {
    expect(await reply('GET /clients', { data: [{ id: 7, name: 'Acme' }] }).json()).toEqual({
      data: [{ id: 7, name: 'Acme' }],
    });
    expect(reply('DELETE /clients/:id').status).toBe(204);
    const refused = refuse('LEAVE_TYPE_IN_USE', 'In use.');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ code: 'LEAVE_TYPE_IN_USE', message: 'In use.' });
    expect(() => throwWrongAnswers()).not.toThrow();
  });

  it("fails a stubbed answer that is not the route's", () => {
    reply('GET /clients', { data: [{ id: 7 }] } as never);

    expect(() => throwWrongAnswers()).toThrow(/GET \/clients answered \{"data":\[\{"id":7\}\]\}/);
  });

  it('fails a refusal with a code the portal does not have', () => {
    expect(refuse('INTERNAL' as ErrorCode, 'The server failed.').status).toBe(500);

    expect(() => throwWrongAnswers()).toThrow(/refusal \{"code":"INTERNAL"/);
  });

  it('fails an answer sent for another route than the one asked for', async () => {
    await fetch('/api/jobs');
    await fetch('/api/jobs/all');

    expect(() => throwWrongAnswers()).toThrow(
      'The stubbed server answered wrongly:\nGET /api/jobs answered as GET /clients\nGET /api/jobs/all answered as GET /jobs',
    );
  });
});
