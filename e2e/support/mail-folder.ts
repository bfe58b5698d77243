import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The e-mails the server under test really sent: without SMTP_URL it writes each one to DATA_DIR/mail as an .eml
 * file (docs/security.md), about every two seconds. The newest mail to `recipient` with a link starting with
 * `prefix` gives that link, its quoted-printable encoding undone.
 */
export async function linkMailedTo(recipient: string, prefix: string, timeoutMs = 30_000): Promise<string> {
  const folder = inject('mailFolder');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const raw = await fs.readFile(path.join(folder, name), 'utf8');
      if (!new RegExp(`^To: .*${escape(recipient)}`, 'mi').test(raw)) continue;
      const link = linkIn(raw, prefix);
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${recipient} with a link to ${prefix} in ${folder}`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function linkIn(raw: string, prefix: string): string | undefined {
  const unfolded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return unfolded.split(/\s+/).find((word) => word.startsWith(prefix));
}
