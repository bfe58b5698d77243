import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/app.js';
import { buildUser } from '../test/factories.js';
import { headerOf, linkIn, plainTextOf, startSmtpServer, type LocalSmtpServer } from '../test/smtp.js';
import { mailOutbox } from './db/schema.js';
import { MailSender, queueMail, type Mail } from './mail.js';

const MINUTE = 60_000;

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Records what the sender logs, to check that failures are reported and not thrown. */
function recordingLogger() {
  const lines: { level: 'info' | 'warn'; object: object; message: string }[] = [];
  return {
    lines,
    info: (object: object, message: string) => lines.push({ level: 'info', object, message }),
    warn: (object: object, message: string) => lines.push({ level: 'warn', object, message }),
  };
}

const mail = (to: string, overrides: Partial<Mail> = {}): Mail => ({
  to,
  subject: 'A message from the portal',
  text: 'Hello,\n\nopen http://portal.test/holidays?year=2026&tab=mine to see it.\n',
  html: '<p>Hello,</p><p><a href="http://portal.test/holidays?year=2026&amp;tab=mine">Open</a></p>',
  ...overrides,
});

describe('the mail outbox (docs/product/people-and-clients.md#password-reset, docs/product/leave.md#notifications)', () => {
  let smtp: LocalSmtpServer;
  let dataDir: string;
  let unreachableSmtp: string;
  let harness: Awaited<ReturnType<typeof createTestContext>>;
  let t: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-test-'));
    unreachableSmtp = `smtp://127.0.0.1:${await closedPort()}`;
    // The app's own SMTP_URL points nowhere: queueing must not care.
    harness = await createTestContext({
      SMTP_URL: unreachableSmtp,
      PUBLIC_URL: 'http://portal.test',
      DATA_DIR: dataDir,
    });
  });
  beforeEach(async () => {
    t = await harness.reset();
    smtp.received.length = 0;
    smtp.refuse = undefined;
    fs.rmSync(path.join(dataDir, 'mail'), { recursive: true, force: true });
  });
  afterAll(async () => {
    await harness.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const sender = (smtpUrl: string | undefined, log = recordingLogger()) =>
    new MailSender(t.database.db, { ...t.config, smtpUrl }, log);
  const outbox = () => t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

  it('delivers due mail through SMTP_URL with MAIL_FROM, both parts, once', async () => {
    await queueMail(t.database.db, mail('ana@example.com'), t.clock.now());
    await queueMail(t.database.db, mail('ben@example.com', { subject: 'Second' }), t.clock.now());

    const first = await sender(smtp.url).deliverDue(t.clock.now());
    const second = await sender(smtp.url).deliverDue(t.clock.now());

    expect(first).toBe(2);
    expect(second).toBe(0);
    expect(smtp.received.map((received) => received.to)).toEqual([['ana@example.com'], ['ben@example.com']]);
    const [received] = smtp.received;
    expect(received!.from).toBe('portal@localhost');
    expect(headerOf(received!.raw, 'from')).toBe('Staff Portal <portal@localhost>');
    expect(headerOf(received!.raw, 'content-type')).toMatch(/^multipart\/alternative/);
    expect(plainTextOf(received!.raw)).toBe(mail('').text);
    expect(linkIn(received!.raw, 'http://portal.test/').searchParams.get('tab')).toBe('mine');
    const rows = await outbox();
    expect(rows.every((row) => row.sentAt?.getTime() === t.clock.now().getTime() && row.attempts === 1)).toBe(true);
  });

  it('waits for a mail whose time has not come', async () => {
    const now = t.clock.now();
    await queueMail(t.database.db, mail('later@example.com'), new Date(now.getTime() + MINUTE));

    expect(await sender(smtp.url).deliverDue(now)).toBe(0);
    expect(await sender(smtp.url).deliverDue(new Date(now.getTime() + MINUTE))).toBe(1);
  });

  it('without SMTP_URL writes each mail as an .eml file into DATA_DIR/mail', async () => {
    await queueMail(t.database.db, mail('file@example.com'), t.clock.now());
    const log = recordingLogger();

    const delivered = await sender(undefined, log).deliverDue(t.clock.now());

    expect(delivered).toBe(1);
    const files = fs.readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(headerOf(raw, 'to')).toBe('file@example.com');
    expect(headerOf(raw, 'subject')).toBe('A message from the portal');
    expect(linkIn(raw, 'http://portal.test/').pathname).toBe('/holidays');
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'info', message: 'no SMTP_URL: mail written to a file' }),
    ]);
    const [row] = await outbox();
    expect(row!.sentAt).not.toBeNull();
  });

  it('retries a mail that the SMTP server refuses, counting attempts, until it goes through', async () => {
    await queueMail(t.database.db, mail('bounce@example.com'), t.clock.now());
    smtp.refuse = () => 'Mailbox unavailable';
    const log = recordingLogger();
    const start = t.clock.now().getTime();
    const at = (ms: number) => new Date(start + ms);

    const firstRound = await sender(smtp.url, log).deliverDue(at(0));
    const [afterFirst] = await outbox();
    const tooEarly = await sender(smtp.url, log).deliverDue(at(MINUTE - 1));
    const secondRound = await sender(smtp.url, log).deliverDue(at(MINUTE));
    const [afterSecond] = await outbox();
    smtp.refuse = undefined;
    const stillTooEarly = await sender(smtp.url, log).deliverDue(at(3 * MINUTE - 1));
    const thirdRound = await sender(smtp.url, log).deliverDue(at(3 * MINUTE));
    const [afterThird] = await outbox();

    expect([firstRound, tooEarly, secondRound, stillTooEarly, thirdRound]).toEqual([0, 0, 0, 0, 1]);
    expect(afterFirst).toMatchObject({ attempts: 1, sentAt: null, nextAttemptAt: at(MINUTE) });
    expect(afterFirst!.lastError).toContain('Mailbox unavailable');
    // One minute after the first failure, then twice as long.
    expect(afterSecond).toMatchObject({ attempts: 2, sentAt: null, nextAttemptAt: at(3 * MINUTE) });
    expect(afterThird).toMatchObject({ attempts: 3, lastError: null, sentAt: at(3 * MINUTE) });
    expect(smtp.received.map((received) => received.to)).toEqual([['bounce@example.com']]);
    expect(log.lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'mail not sent; will retry',
      'mail not sent; will retry',
    ]);
  });

  it('keeps a mail for later when the SMTP server cannot be reached, and gives up after 8 attempts', async () => {
    await queueMail(t.database.db, mail('nobody-home@example.com'), t.clock.now());

    for (let round = 0; round < 10; round += 1) {
      expect(await sender(unreachableSmtp).deliverDue(t.clock.now())).toBe(0);
      t.clock.advance(60 * MINUTE);
    }

    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 8, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
  });

  it('sends the other mails of a round when one fails', async () => {
    await queueMail(t.database.db, mail('first@example.com'), t.clock.now());
    await queueMail(t.database.db, mail('second@example.com'), t.clock.now());
    smtp.refuse = (recipient) => (recipient === 'first@example.com' ? 'No such mailbox' : undefined);

    const delivered = await sender(smtp.url).deliverDue(t.clock.now());

    expect(delivered).toBe(1);
    expect(smtp.received.map((received) => received.to)).toEqual([['second@example.com']]);
    const rows = await outbox();
    expect(rows.map((row) => [row.recipient, row.attempts, row.sentAt !== null])).toEqual([
      ['first@example.com', 1, false],
      ['second@example.com', 1, true],
    ]);
  });

  it('sends a mail once when two rounds (two servers) run at the same time', async () => {
    await queueMail(t.database.db, mail('once@example.com'), t.clock.now());

    const rounds = await Promise.all([
      sender(smtp.url).deliverDue(t.clock.now()),
      sender(smtp.url).deliverDue(t.clock.now()),
    ]);

    expect(rounds.sort()).toEqual([0, 1]);
    expect(smtp.received).toHaveLength(1);
  });

  it('answers a forgot-password request at once although the mail server is unreachable', async () => {
    const person = await buildUser(t.database.db);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: person.email },
    });
    const delivered = await sender(t.config.smtpUrl).deliverDue(t.clock.now());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(delivered).toBe(0);
    const [row] = await outbox();
    expect(row).toMatchObject({ recipient: person.email, attempts: 1, sentAt: null });
  });

  it('keeps the portal answering while a mail server is slow to greet', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    await queueMail(t.database.db, mail('slow@example.com'), t.clock.now());
    try {
      const round = sender(silentUrl).deliverDue(t.clock.now());
      await new Promise((resolve) => setTimeout(resolve, 300));

      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'root@example.com', password: 'Root-Pass-2026' },
      });

      // How fast they answer is measured against the built server: faults/slow-mail.test.ts.
      expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(login.statusCode).toBe(200);
      for (const socket of sockets) socket.destroy();
      expect(await round).toBe(0);
    } finally {
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
