import { eq } from 'drizzle-orm';
import type { Language, NotificationKind } from '@portal/shared';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { users } from './db/schema.js';
import { languageOf, translatorFor, type Translate } from './i18n.js';
import { escapeHtml, queueMail } from './mail.js';

/** An e-mail's subject, paragraphs and link, written in its recipient's language. */
export interface Notice {
  subject: string;
  lines: string[];
  link: string;
}

/**
 * docs/product/leave.md#notifications: queues an e-mail to a person unless they turned this kind off. Queued, never sent
 * here, so a slow or broken mail server cannot fail the request that caused it. `compose` writes it
 * in the recipient's language: their choice, else DEFAULT_LANGUAGE (docs/product/languages.md). True when it was queued.
 */
export async function notify(
  db: Database,
  config: Pick<Config, 'defaultLanguage'>,
  recipientId: number,
  kind: NotificationKind,
  compose: (say: Translate, language: Language) => Notice,
  now: Date,
): Promise<boolean> {
  const [recipient] = await db
    .select({
      email: users.email,
      name: users.name,
      active: users.active,
      off: users.notificationsOff,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient?.active || recipient.off.includes(kind)) return false;
  const language = languageOf(recipient.language, config.defaultLanguage);
  const say = translatorFor(language);
  const message = compose(say, language);
  const greeting = say('notifications:mail.greeting', { name: recipient.name });
  const body = [greeting, '', ...message.lines, '', message.link].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...message.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(message.link)}">${escapeHtml(say('notifications:mail.open_portal'))}</a></p>`,
  ].join('');
  await queueMail(db, { to: recipient.email, subject: message.subject, text: `${body}\n`, html }, now);
  return true;
}
