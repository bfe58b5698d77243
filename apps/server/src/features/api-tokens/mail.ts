import { eq } from 'drizzle-orm';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db/index.js';
import { users } from '../../platform/db/schema.js';
import { formatDate, languageOf, translatorFor } from '../../platform/i18n.js';
import { mailOfParagraphs, queueMail } from '../../platform/mail.js';

/**
 * docs/product/access.md#token-mail: a new token is announced to its owner, in their language, so that a token
 * made with a stolen session does not go unnoticed. Not one of the e-mails a person may turn off.
 */
export async function announceNewToken(
  tx: Database,
  config: Pick<Config, 'defaultLanguage' | 'publicUrl'>,
  owner: { userId: number; tokenName: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  const [person] = await tx
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, owner.userId));
  if (!person) return;
  const language = languageOf(person.language, config.defaultLanguage);
  const say = translatorFor(language);
  const expires = formatDate(language, owner.expiresAt.toISOString().slice(0, 10));
  const lines = [
    say('notifications:mail.greeting', { name: person.name }),
    say('notifications:api_token_created.created', { name: owner.tokenName, expires }),
    say('notifications:api_token_created.not_you'),
  ];
  const link = `${config.publicUrl}/security`;
  const open = { link, label: say('notifications:api_token_created.open') };
  const subject = say('notifications:api_token_created.subject');
  await queueMail(tx, mailOfParagraphs(person.email, subject, [...lines, open]), now);
}
