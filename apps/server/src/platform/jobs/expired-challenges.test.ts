import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';
import { lastRunDetail, runAt, setClock } from '../../test/job-helpers.js';
import { challengedUser, startChallenge, useChallenge } from '../auth/two-factor.js';
import { loginChallenges } from '../db/schema.js';
import { choosePortalTimeZone } from '../settings.js';
import { expiredChallenges } from './expired-challenges.js';

/** docs/product/jobs.md#jobs: "deletes the second-step challenges of sign-ins whose 5 minutes are over". */
describe('the expired sign-in challenges job', () => {
  const t = useTestContext();
  const db = () => t.database.db;

  it('deletes every challenge past its expiry, used or not, and keeps the ones still running', async () => {
    await choosePortalTimeZone(db(), 'Europe/Berlin');
    const person = await buildUser(db());
    setClock(t.clock, '2026-11-24T02:50:00Z');
    await startChallenge(db(), person.id, t.clock.now());
    const used = await startChallenge(db(), person.id, t.clock.now());
    const usedRow = await challengedUser(db(), used, t.clock.now());
    await useChallenge(db(), usedRow!.challengeId, t.clock.now());
    setClock(t.clock, '2026-11-24T02:58:00Z');
    const running = await startChallenge(db(), person.id, t.clock.now());

    await runAt({ db: db(), config: t.config, clock: t.clock }, '2026-11-24T03:00:00Z', [expiredChallenges]);

    const left = await db().select().from(loginChallenges).orderBy(asc(loginChallenges.id));
    expect(left).toHaveLength(1);
    expect(await challengedUser(db(), running, t.clock.now())).not.toBeNull();
    expect(await lastRunDetail(db(), 'expired-sign-in-challenges')).toBe('jobs:detail.challenges_deleted#2');
  });
});
