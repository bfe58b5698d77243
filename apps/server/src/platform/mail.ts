import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { mailOutbox } from './db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mail waits in the database, so that sending never blocks or fails the request that caused it (docs/product/leave.md#notifications). */
export async function queueMail(db: Database, mail: Mail, now: Date): Promise<void> {
  await db.insert(mailOutbox).values({
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    nextAttemptAt: now,
    createdAt: now,
  });
}

const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** A claimed mail is left to the round that claimed it for this long (it may crash mid-send). */
const CLAIM_MS = 10 * 60_000;
/**
 * A sent mail keeps its recipient, subject and time, not its body: a reset link must not stay
 * readable in the database once it is on its way (docs/product/http-contract.md#secrets). Unsent mail keeps its body for the
 * next attempt.
 */
const SENT_BODY = { text: '', html: '' };

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Sends what is due: through SMTP_URL, or into DATA_DIR/mail as .eml files when no SMTP server is
 * configured. Failures are retried with a growing pause (1 minute, doubling, at most an hour), eight
 * times at most. Rows are claimed with SKIP LOCKED and a lease on their next attempt, so several servers
 * (or overlapping rounds) never send one mail twice.
 */
export class MailSender {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
    private readonly log: Logger,
  ) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  start(intervalMs = 2_000): void {
    this.timer = setInterval(() => {
      this.deliverDue(new Date()).catch((error: unknown) =>
        this.log.warn({ err: error }, 'mail delivery round failed'),
      );
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One delivery round; returns how many mails went out. */
  async deliverDue(now: Date): Promise<number> {
    // Claim the due rows in a short transaction, then send outside it: a slow or silent mail server
    // must not hold a transaction open, which on the embedded database (one backend) would stall
    // every request of the portal until the SMTP timeouts run out.
    const due = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(mailOutbox)
        .where(
          and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), lt(mailOutbox.attempts, MAX_ATTEMPTS)),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length > 0) {
        await tx
          .update(mailOutbox)
          .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
          .where(
            inArray(
              mailOutbox.id,
              rows.map((row) => row.id),
            ),
          );
      }
      return rows;
    });
    let sent = 0;
    for (const mail of due) {
      try {
        await this.send(mail);
        await this.db
          .update(mailOutbox)
          .set({ sentAt: now, attempts: mail.attempts + 1, lastError: null, ...SENT_BODY })
          .where(eq(mailOutbox.id, mail.id));
        sent += 1;
      } catch (error) {
        const pauseMs = Math.min(60_000 * 2 ** mail.attempts, 3_600_000);
        await this.db
          .update(mailOutbox)
          .set({
            attempts: mail.attempts + 1,
            nextAttemptAt: new Date(now.getTime() + pauseMs),
            lastError: String(error).slice(0, 500),
          })
          .where(eq(mailOutbox.id, mail.id));
        this.log.warn({ err: error, mailId: mail.id }, 'mail not sent; will retry');
      }
    }
    return sent;
  }

  private async send(mail: typeof mailOutbox.$inferSelect): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (this.config.smtpUrl) return;
    const folder = path.join(this.config.dataDir, 'mail');
    await fs.mkdir(folder, { recursive: true });
    const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
    await fs.writeFile(file, (info as { message: Buffer }).message);
    this.log.info({ file, to: mail.recipient, subject: mail.subject }, 'no SMTP_URL: mail written to a file');
  }
}

/** A paragraph of a mail: its text, or a link with the words that open it. */
export type Paragraph = string | { link: string; label: string };

/** A mail of paragraphs, as plain text (a link as its address) and as HTML (a link as its words). */
export function mailOfParagraphs(to: string, subject: string, paragraphs: Paragraph[]): Mail {
  const text = paragraphs.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.link));
  const html = paragraphs.map((paragraph) =>
    typeof paragraph === 'string'
      ? `<p>${escapeHtml(paragraph)}</p>`
      : `<p><a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.label)}</a></p>`,
  );
  return { to, subject, text: `${text.join('\n\n')}\n`, html: html.join('') };
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
