import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually.ts';

export interface CaughtMail {
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  attachments: ParsedMail['attachments'];
  /** Every header as received, names lower-cased (a repeated header keeps its last value). */
  headers: Record<string, string>;
}

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export async function startSmtpCatcher() {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => (v.address ?? '').toLowerCase()),
          );
          received.push({
            to,
            replyTo: (mail.replyTo?.value ?? []).map((v) => (v.address ?? '').toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments,
            headers: Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [key.toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
            ),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first message to `address` that matches, waiting up to `timeoutMs`. */
    waitFor(address: string, match: (mail: CaughtMail) => boolean = () => true, timeoutMs = 20_000) {
      return eventually(() => received.find((mail) => mail.to.includes(address.toLowerCase()) && match(mail)), {
        timeoutMs,
        intervalMs: 50,
        what: `an e-mail to ${address}`,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/** The first link in the mail whose path is `path` (e.g. /verify-email), and its token. */
export function linkFrom(mail: CaughtMail, path: string): { url: string; token: string } {
  const url = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
  if (!url) throw new Error(`no ${path} link in e-mail "${mail.subject}"`);
  return { url, token: new URL(url).searchParams.get('token') ?? '' };
}
