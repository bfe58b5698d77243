import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LeaveStatus, LeaveType, Role } from '@portal/shared';
import { mailOutbox, users } from './platform/db/schema.js';
import { MailSender } from './platform/mail.js';
import { useTestContext } from './test/app.js';
import { buildClient, buildUser, signedIn, signIn } from './test/factories.js';
import { buildApprovedLeave, buildWorkLog } from './test/record-factories.js';
import { headerOf, plainTextOf, useSmtpServer } from './test/smtp.js';

type Headers = Record<string, string>;

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };
const silent = { info: () => {}, warn: () => {} };

/** The answers, e-mails, feeds and downloads of the server in the reader's language (docs/product/languages.md). */
describe('languages of the server (docs/decisions/0019-languages.md)', () => {
  const smtp = useSmtpServer();
  const t = useTestContext(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.test' }));

  const login = (headers: Headers, password = 'wrong-password') =>
    t.app.inject({ method: 'POST', url: '/api/login', headers, payload: { email: 'nobody@example.com', password } });
  /** Someone signed in whose own choice (users.language) is German. */
  const germanSpeaker = async (roleId: (typeof Role)[keyof typeof Role] = Role.ADMIN, name = 'Greta Deutsch') => {
    const signed = await signedIn(t.app, t.database.db, { roleId, name });
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, signed.user.id));
    return signed;
  };

  describe('error answers', () => {
    it("answers an anonymous caller in their browser's language, and in English without one", async () => {
      const german = await login(GERMAN);
      const swiss = await login({ 'accept-language': 'fr-CH, de-CH;q=0.7' });
      const english = await login({});

      expect(german.statusCode).toBe(401);
      expect(german.json()).toEqual({
        code: 'BAD_CREDENTIALS',
        message: 'Diese Anmeldedaten stimmen nicht mit unseren Daten überein.',
      });
      expect(swiss.json().message).toBe('Diese Anmeldedaten stimmen nicht mit unseren Daten überein.');
      expect(english.json().message).toBe('These credentials do not match our records.');
    });

    it('writes the shared schemas’ messages and their bounds in the browser’s language', async () => {
      const response = await login(GERMAN, 'p'.repeat(129));

      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        password: ['Das Passwort darf höchstens 128 Zeichen lang sein.'],
      });
    });

    it('answers a person who chose German in German, whatever their browser asks for', async () => {
      const { headers } = await germanSpeaker();

      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/users/999999',
        headers: { ...headers, ...ENGLISH },
      });
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/holidays',
        headers: { ...headers, ...ENGLISH },
        payload: { type: LeaveType.SICK, to_date: '2026-12-01', requesting_id: 1 },
      });

      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Person nicht gefunden.' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors.from_date).toEqual(['Das Startdatum ist erforderlich.']);
    });

    it("gives zod's own messages in German from zod's German translations", async () => {
      const { headers } = await germanSpeaker();

      const response = await t.app.inject({ method: 'GET', url: '/api/users?page=0', headers });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors.page).toEqual(['Zu klein: erwartet, dass number >=1 ist']);
    });

    it('names the values of an error in the sentence of its language', async () => {
      const { headers, user } = await germanSpeaker(Role.USER);

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/holidays',
        headers,
        payload: { type: LeaveType.ANNUAL, from_date: '2028-01-03', to_date: '2028-01-04', requesting_id: user.id },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Urlaub kann bis zum 31. Dezember 2027 beantragt werden.');
    });

    it('fills the values of a message into its German sentence', async () => {
      const { headers } = await germanSpeaker();
      const add = () => t.app.inject({ method: 'POST', url: '/api/skills', headers, payload: { name: 'TypeScript' } });

      await add();
      const again = await add();

      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Die Kompetenz „TypeScript“ gibt es bereits.');
    });
  });

  describe('other texts of answers', () => {
    it('names leave types and confirms in the caller’s language', async () => {
      const { headers, user } = await germanSpeaker();
      await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-12-07', type: LeaveType.SICK });

      const types = await t.app.inject({ method: 'GET', url: '/api/holidays/types', headers });
      const requests = await t.app.inject({ method: 'GET', url: `/api/holidays/requesting/${user.id}`, headers });
      const allowance = await t.app.inject({
        method: 'POST',
        url: '/api/days_available',
        headers,
        payload: { total: 25, year: 2026, user: user.id },
      });

      expect(types.json()).toMatchObject({ '0': 'Urlaub', '1': 'Krankheit', '4': 'Freizeitausgleich' });
      expect(requests.json().data[0].type_text).toBe('Krankheit');
      expect(allowance.json().message).toBe('Die Urlaubstage wurden gespeichert.');
    });
  });

  describe('e-mails', () => {
    it("writes the leave e-mail in its recipient's language, dates as Germans write them", async () => {
      const [root] = await t.database.db.select().from(users).where(eq(users.email, 'root@example.com'));
      await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, root!.id));
      const { headers, user } = await signedIn(t.app, t.database.db, { roleId: Role.USER, name: 'Erik Employee' });

      const requested = await t.app.inject({
        method: 'POST',
        url: '/api/holidays',
        headers: { ...headers, ...ENGLISH },
        payload: { type: LeaveType.SICK, from_date: '2026-12-07', to_date: '2026-12-11', requesting_id: user.id },
      });
      await new MailSender(t.database.db, t.config, silent).deliverDue(t.clock.now());

      expect(requested.statusCode).toBe(201);
      expect(requested.json().data.type_text).toBe('Sick leave');
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['root@example.com']);
      expect(headerOf(mail!.raw, 'subject')).toBe('Abwesenheitsantrag: Erik Employee, 07.12.2026 bis 11.12.2026');
      const text = plainTextOf(mail!.raw);
      expect(text).toContain(`Hallo ${root!.name},`);
      expect(text).toContain(
        'Erik Employee beantragt eine Abwesenheit (Krankheit) vom 07.12.2026 bis 11.12.2026 (5 Arbeitstage).',
      );
      expect(text).toContain('Notizen: keine');
    });

    it('writes the decision in the requester’s language', async () => {
      const { headers: rootHeaders } = {
        headers: { authorization: `Bearer ${await signIn(t.app, 'root@example.com', 'Root-Pass-2026')}` },
      };
      const { headers, user } = await germanSpeaker(Role.USER, 'Erika Muster');
      const requested = await t.app.inject({
        method: 'POST',
        url: '/api/holidays',
        headers,
        payload: { type: LeaveType.SICK, from_date: '2026-12-07', to_date: '2026-12-08', requesting_id: user.id },
      });

      await t.app.inject({
        method: 'PUT',
        url: `/api/holidays/${requested.json().data.id}`,
        headers: rootHeaders,
        payload: { status: LeaveStatus.DECLINED },
      });
      const toRequester = (await t.database.db.select().from(mailOutbox)).filter(
        (mail) => mail.recipient === user.email,
      );

      expect(toRequester.map((mail) => mail.subject)).toEqual(['Dein Antrag ab 07.12.2026 wurde abgelehnt']);
      expect(toRequester[0]!.text).toContain(
        'Deine Abwesenheit (Krankheit) vom 07.12.2026 bis 08.12.2026 wurde von Administrator abgelehnt.',
      );
    });
  });

  describe('downloads', () => {
    it("writes a CSV's headers, words, dates and numbers in the caller's language", async () => {
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
      const person = await buildUser(t.database.db, { name: 'Ada Report' });
      const acme = await buildClient(t.database.db, 'Acme');
      await buildWorkLog(t.database.db, {
        userId: person.id,
        clientId: acme.id,
        date: '2026-11-02',
        minutes: 90,
        description: 'Work',
      });

      const response = await t.app.inject({
        method: 'GET',
        url: `/api/report/user/${person.id}/month/11/year/2026?format=csv`,
        headers: { ...headers, ...GERMAN },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="zeiterfassung-Ada-Report-Nov.-2026.csv"',
      );
      expect(response.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
        'Datum,Kunde,Beschreibung,Dauer (Minuten),Stunden pro Tag',
        '02.11.2026,Acme,Work,90,',
        '02.11.2026,,Tagessumme,90,"1,50"',
        'Stunden gesamt,,,,"1,5"',
        '',
      ]);
    });

    it('writes the weekly report’s day statuses and durations in German', async () => {
      const { headers } = await germanSpeaker();
      const ada = await buildUser(t.database.db, { name: 'Aaa Ada' });
      const acme = await buildClient(t.database.db);
      await buildWorkLog(t.database.db, { userId: ada.id, clientId: acme.id, date: '2026-11-17', minutes: 270 });

      const response = await t.app.inject({
        method: 'GET',
        url: '/api/weekly/logs?from=2026-11-16&to=2026-11-17&format=csv',
        headers,
      });

      const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('Person,16.11.2026,17.11.2026,Stunden gesamt');
      expect(lines[1]).toBe('Aaa Ada,0 Std. (zu wenig),4 Std. 30 Min. (zu wenig),"4,5"');
    });
  });

  describe('calendar feeds', () => {
    it("names the feed and its events in the owner's language", async () => {
      const { headers, user } = await germanSpeaker(Role.ADMIN, 'Greta Deutsch');
      await buildApprovedLeave(t.database.db, { userId: user.id, fromDate: '2026-12-07', type: LeaveType.ANNUAL });
      const urls = (await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers })).json().data;

      const personal = await t.app.inject({ method: 'GET', url: urls.personal, headers: ENGLISH });
      const team = await t.app.inject({ method: 'GET', url: urls.team, headers: ENGLISH });

      expect(personal.body).toContain('SUMMARY:Urlaub\r\n');
      expect(team.body).toContain('X-WR-CALNAME:Staff Portal: Abwesenheiten im Team\r\n');
      expect(team.body).toContain('SUMMARY:Greta Deutsch: Urlaub\r\n');
    });

    it('names the feed of a person without a choice in English, the default', async () => {
      const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
      const urls = (await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers })).json().data;

      const team = await t.app.inject({ method: 'GET', url: urls.team, headers: GERMAN });

      expect(team.body).toContain('X-WR-CALNAME:Staff Portal: team leave\r\n');
    });
  });
});

describe('DEFAULT_LANGUAGE=de (docs/product/languages.md)', () => {
  const t = useTestContext({ DEFAULT_LANGUAGE: 'de' });

  it('answers callers whose browser asks for no language of the portal in German, others in theirs', async () => {
    const login = (headers: Headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });

    const none = await login({});
    const french = await login({ 'accept-language': 'fr-FR' });
    const english = await login(ENGLISH);

    expect(none.json().message).toBe('Diese Anmeldedaten stimmen nicht mit unseren Daten überein.');
    expect(french.json().message).toBe('Diese Anmeldedaten stimmen nicht mit unseren Daten überein.');
    expect(english.json().message).toBe('These credentials do not match our records.');
  });

  it('writes the calendar feed of a person without a choice in German', async () => {
    const { headers } = await signedIn(t.app, t.database.db, { roleId: Role.ADMIN });
    const urls = (await t.app.inject({ method: 'GET', url: '/api/calendar/feed', headers })).json().data;

    const team = await t.app.inject({ method: 'GET', url: urls.team, headers: ENGLISH });

    expect(team.body).toContain('X-WR-CALNAME:Staff Portal: Abwesenheiten im Team\r\n');
  });
});
