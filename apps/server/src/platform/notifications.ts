import { eq } from 'drizzle-orm';
import type { NotificationKind } from '@portal/shared';
import type { Database } from './db/index.js';
import { users } from './db/schema.js';
import { escapeHtml, queueMail } from './mail.js';

/**
 * docs/product/leave.md#notifications: queues an e-mail to a person unless they turned this kind off. Queued, never sent
 * here, so a slow or broken mail server cannot fail the request that caused it.
 */
export async function notify(
  db: Database,
  recipientId: number,
  kind: NotificationKind,
  message: { subject: string; lines: string[]; link: string },
  now: Date,
): Promise<void> {
  const [recipient] = await db
    .select({ email: users.email, name: users.name, active: users.active, off: users.notificationsOff })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient?.active || recipient.off.includes(kind)) return;
  const body = [`Hello ${recipient.name},`, '', ...message.lines, '', message.link].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(recipient.name)},</p>`,
    ...message.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(message.link)}">Open the Staff Portal</a></p>`,
  ].join('');
  await queueMail(db, { to: recipient.email, subject: message.subject, text: `${body}\n`, html }, now);
}
