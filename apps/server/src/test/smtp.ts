import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** One message as the SMTP server received it: the envelope and the raw RFC 5322 text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface LocalSmtpServer {
  port: number;
  /** For SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** While set, RCPT TO answers with the permanent error it returns for a recipient (a refusing server). */
  refuse: ((recipient: string) => string | undefined) | undefined;
  close(): Promise<void>;
}

type SmtpInbox = Pick<LocalSmtpServer, 'received' | 'refuse'>;

/**
 * A local SMTP server for the `describe` it is called in, started before its tests (`url` is there
 * from then on, for an env function of useTestContext), emptied and accepting every recipient again
 * before each test.
 */
export function useSmtpServer(): LocalSmtpServer {
  const inbox: SmtpInbox = { received: [], refuse: undefined };
  // The address and close are added when the server listens, before the block's first hook reads them.
  const server = inbox as LocalSmtpServer;
  beforeAll(async () => {
    await startSmtpServer(inbox);
  });
  beforeEach(() => {
    server.received.length = 0;
    server.refuse = undefined;
  });
  afterAll(async () => server.close());
  return server;
}

/**
 * A real SMTP server in the test process (stack notes: no STARTTLS, no login), which keeps what it
 * receives so that a test can read the mail that the portal sent.
 */
export async function startSmtpServer(
  local: SmtpInbox = { received: [], refuse: undefined },
): Promise<LocalSmtpServer> {
  const { received } = local;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = local.refuse?.(address.address);
      if (refusal === undefined) return callback();
      callback(Object.assign(new Error(refusal), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return Object.assign(local, {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The header value of a raw message (first match, unfolded). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * The plain-text part of a raw message, decoded (quoted-printable or base64): enough to read a link
 * without a full MIME parser.
 */
export function plainTextOf(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(raw, 'content-type') ?? '')?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const part = parts.find((candidate) => /content-type:\s*text\/plain/i.test(candidate.split(/\r?\n\r?\n/, 1)[0]!));
  if (!part) throw new Error('the message has no text/plain part');
  const separator = /\r?\n\r?\n/.exec(part)!;
  const head = part.slice(0, separator.index);
  const body = part.slice(separator.index + separator[0].length).replace(/\r?\n$/, '');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/\r\n/g, '\n')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body.replace(/\r\n/g, '\n');
}

/** The first link in a message's plain text that starts with `prefix`. */
export function linkIn(raw: string, prefix: string): URL {
  const text = plainTextOf(raw);
  const link = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(link);
}
