import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@portal/shared';
import { createTestContext, type TestContext } from '../../test/app.js';
import { buildUser, signedIn } from '../../test/factories.js';

describe('POST /api/login', () => {
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let t: TestContext;
  beforeAll(async () => {
    harness = await createTestContext();
  });
  beforeEach(async () => {
    t = await harness.reset();
  });
  afterAll(async () => harness.close());

  it('answers a token that opens GET /api/user', async () => {
    const { headers, user } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });

    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, email: user.email, role_id: Role.ADMIN, status: 'active' });
    expect(response.json().data).not.toHaveProperty('passwordHash');
  });

  it('refuses a deactivated account with 403', async () => {
    const user = await buildUser(t.database.db, { active: false });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'Quiet-Harbour-42' },
    });

    expect(response.statusCode).toBe(403);
  });
});
