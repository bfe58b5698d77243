import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEntries, sessions, users } from '../../platform/db/schema.js';
import { refuseAuditRows } from '../../test/failing-audit.js';
import { buildUser } from '../../test/factories.js';
import { useOidcKit, CLIENT_ID, Browser } from './oidc-test-kit.js';

const ANOTHER_BROWSER = 'This sign-in did not start in this browser. Please start again from the login page.';
const EXPIRED = { code: 'VALIDATION_FAILED', message: 'This sign-in has expired. Please try again.' };
const NOT_CONFIRMED = {
  code: 'VALIDATION_FAILED',
  message: 'The identity provider did not confirm this sign-in. Please try again.',
};
const NOT_VERIFIED = { code: 'FORBIDDEN', message: 'Your e-mail address is not verified with the identity provider.' };
const NO_ACCOUNT = {
  code: 'FORBIDDEN',
  message: 'No account of this portal uses this e-mail address. Please ask an administrator.',
};
const DEACTIVATED = {
  code: 'ACCOUNT_DEACTIVATED',
  message: 'This account has been deactivated. Please contact an administrator.',
};

describe('sign-in with an OpenID Connect provider (docs/product/people-and-clients.md#sign-in, docs/product/http-contract.md#endpoints; docs/product/people-and-clients.md#google-sign-in)', () => {
  /** What the provider puts into the next tokens it signs (the person who "signed in" there); tests set it. */
  let claims: Record<string, unknown> = {};
  const { signed, t, signInAddress, visitProvider, callback, signInWith, signInAs, currentUser } = useOidcKit({
    read: () => claims,
    write: (next) => (claims = next),
  });

  describe('GET /api/auth/callback', () => {
    it('gives the active account with the verified e-mail a session token', async () => {
      const person = await buildUser(t.database.db, { email: 'olga.oidc@example.com', name: 'Olga Oidc' });

      const response = await signInAs('Olga.OIDC@example.com');

      expect(response.statusCode).toBe(200);
      const { access_token } = response.json() as { access_token: string };
      expect(access_token).toMatch(/^[\w-]{40,}$/);
      const me = await currentUser(access_token);
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ id: person.id, email: 'olga.oidc@example.com', name: 'Olga Oidc' });
      const audit = await t.database.db.select().from(auditEntries).where(eq(auditEntries.action, 'auth.sign_in_oidc'));
      expect(audit).toEqual([expect.objectContaining({ actorId: person.id, targetId: String(person.id) })]);
    });

    it("does not ask an employee for the portal's code: with two-factor sign-in on they get a session straight away (docs/product/access.md#oidc-second-factor)", async () => {
      const person = await buildUser(t.database.db, { email: 'tess.totp@example.com' });
      await t.database.db
        .update(users)
        .set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totpEnabledAt: t.clock.now() })
        .where(eq(users.id, person.id));

      const response = await signInAs('tess.totp@example.com');

      expect(response.statusCode).toBe(200);
      const body = response.json() as { access_token: string; two_factor_required?: boolean };
      expect(body.two_factor_required).toBeUndefined();
      const me = await currentUser(body.access_token);
      expect(me.json().data).toMatchObject({ id: person.id, two_factor_enabled: true });
    });

    it("checks the ID token's nonce against the one it sent (the provider copies it from the authorize request)", async () => {
      await buildUser(t.database.db, { email: 'nina.nonce@example.com' });
      claims = { email: 'nina.nonce@example.com', email_verified: true };
      const address = await signInAddress();
      const back = await visitProvider(address);

      const response = await callback(back.search);

      expect(response.statusCode).toBe(200);
      const idToken = signed.find((payload) => payload.aud === CLIENT_ID);
      expect(idToken?.nonce).toBe(address.searchParams.get('nonce'));
    });

    it('refuses an ID token whose nonce is not the one of this sign-in', async () => {
      await buildUser(t.database.db, { email: 'nina.nonce@example.com' });
      claims = { email: 'nina.nonce@example.com', email_verified: true, nonce: 'somebody-elses-nonce' };
      const back = await visitProvider(await signInAddress());

      const response = await callback(back.search);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NOT_CONFIRMED);
    });

    it('refuses an e-mail that no account uses with 403, and creates none', async () => {
      const before = await t.database.db.$count(users);

      const response = await signInAs('stranger@example.com');

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(NO_ACCOUNT);
      expect(await t.database.db.$count(users)).toBe(before);
    });

    it('refuses an e-mail that the provider has not verified (or no e-mail) with 403', async () => {
      await buildUser(t.database.db, { email: 'vera.unverified@example.com' });

      const unverified = await signInWith({ email: 'vera.unverified@example.com', email_verified: false });
      const unsaid = await signInWith({ email: 'vera.unverified@example.com' });
      const asText = await signInWith({ email: 'vera.unverified@example.com', email_verified: 'true' });
      const withoutEmail = await signInWith({ email_verified: true });

      for (const response of [unverified, unsaid, asText, withoutEmail]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(NOT_VERIFIED);
      }
    });

    it('refuses a deactivated account with 403 (docs/product/roles-and-access.md#deactivation)', async () => {
      await buildUser(t.database.db, { email: 'dora.deactivated@example.com', active: false });

      const response = await signInAs('dora.deactivated@example.com');

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(DEACTIVATED);
    });

    it('starts no session when its audit row cannot be written (docs/product/reports.md#one-transaction)', async () => {
      await buildUser(t.database.db, { email: 'ada.atomic@example.com' });
      await refuseAuditRows(t.database.db);

      const response = await signInAs('ada.atomic@example.com');

      expect(response.statusCode).toBe(500);
      expect(await t.database.db.select().from(sessions)).toEqual([]);
    });

    it('records each refusal as a failed sign-in in the audit trail (docs/product/reports.md#audit)', async () => {
      const dora = await buildUser(t.database.db, { email: 'dora.deactivated@example.com', active: false });
      await buildUser(t.database.db, { email: 'vera.unverified@example.com' });

      await signInAs('dora.deactivated@example.com');
      await signInAs('nobody.here@example.com');
      await signInWith({ email: 'vera.unverified@example.com', email_verified: false });

      const rows = await t.database.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.action, 'auth.sign_in_failed'))
        .orderBy(auditEntries.id);
      expect(rows.map(({ actorId, after }) => ({ actorId, after }))).toEqual([
        { actorId: dora.id, after: { email: 'dora.deactivated@example.com', via: 'oidc', reason: 'deactivated' } },
        { actorId: null, after: { email: 'nobody.here@example.com', via: 'oidc', reason: 'no_account' } },
        { actorId: null, after: { email: 'vera.unverified@example.com', via: 'oidc', reason: 'unverified' } },
      ]);
    });

    it('refuses the answer in a browser that did not start the sign-in with 400, and signs nobody in (login CSRF, docs/product/http-contract.md#secrets)', async () => {
      const mallory = await buildUser(t.database.db, { email: 'mallory@example.com' });
      claims = { email: mallory.email, email_verified: true };
      const attackers = new Browser();
      const victims = new Browser();
      const back = await visitProvider(await signInAddress(attackers));
      await signInAddress(victims);

      const withoutCookie = await callback(back.search, new Browser());
      const withOwnCookie = await callback(back.search, victims);
      const sessionsAfterRefusals = await t.database.db.$count(sessions);
      const inStartingBrowser = await callback(back.search, attackers);

      for (const refused of [withoutCookie, withOwnCookie]) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ message: ANOTHER_BROWSER });
        expect(refused.json()).not.toHaveProperty('access_token');
      }
      expect(sessionsAfterRefusals).toBe(0);
      expect(inStartingBrowser.statusCode).toBe(200);
      expect(inStartingBrowser.json()).toEqual({ access_token: expect.any(String) });
    });

    it('clears the binding cookie once the sign-in is done', async () => {
      await buildUser(t.database.db, { email: 'cleo.cookie@example.com' });

      const response = await signInAs('cleo.cookie@example.com');

      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/^portal_oidc=; Path=\/api\/auth; Max-Age=0; HttpOnly/);
    });

    it('refuses a state that this portal never issued with 400', async () => {
      await buildUser(t.database.db, { email: 'sam.state@example.com' });
      claims = { email: 'sam.state@example.com', email_verified: true };
      const back = await visitProvider(await signInAddress());
      back.searchParams.set('state', 'made-up-state-value');

      const response = await callback(back.search);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(EXPIRED);
    });

    it('refuses the same answer twice with 400', async () => {
      await buildUser(t.database.db, { email: 'rob.replay@example.com' });
      claims = { email: 'rob.replay@example.com', email_verified: true };
      const back = await visitProvider(await signInAddress());

      const first = await callback(back.search);
      const replayed = await callback(back.search);

      expect(first.statusCode).toBe(200);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toEqual(EXPIRED);
    });

    it("refuses one sign-in's code with another sign-in's state (PKCE) with 400", async () => {
      await buildUser(t.database.db, { email: 'mia.mixup@example.com' });
      claims = { email: 'mia.mixup@example.com', email_verified: true };
      const mine = await visitProvider(await signInAddress());
      const other = await visitProvider(await signInAddress());
      mine.searchParams.set('state', other.searchParams.get('state')!);

      const response = await callback(mine.search);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NOT_CONFIRMED);
    });

    it('refuses a sign-in that took longer than 10 minutes with 400', async () => {
      await buildUser(t.database.db, { email: 'sid.slow@example.com' });
      claims = { email: 'sid.slow@example.com', email_verified: true };
      const back = await visitProvider(await signInAddress());

      t.clock.advance(10 * 60_000 + 1);
      const response = await callback(back.search);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(EXPIRED);
    });

    it('answers 400 when the provider reports an error (the person cancelled)', async () => {
      const state = (await signInAddress()).searchParams.get('state')!;

      const response = await callback(`?${new URLSearchParams({ error: 'access_denied', state })}`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NOT_CONFIRMED);
    });

    it('answers 400 without a state', async () => {
      const response = await callback('?code=abc');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'The sign-in answer is incomplete.',
        errors: { state: ['The sign-in answer is incomplete.'] },
      });
    });
  });
});
