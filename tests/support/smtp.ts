import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; body: string };

/** Quoted-printable soft breaks and =XX escapes undone, so links read as they were written. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

/**
 * A real SMTP server on a free local port that keeps every message it is given: tests point
 * SMTP_URL at it and read one-time links from the mail, as the recipient would (never from the
 * e-mail log, which holds them redacted). `hold()` makes it stall each message until `release()`.
 */
export async function startSmtpSink(options: { port?: number; onMail?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = [];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void gate.then(() => {
          const body = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
          // A long header is folded onto continuation lines that start with white space (RFC 5322 §2.2.3).
          const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(body)?.[1] ?? '';
          const subject = folded.replace(/\r?\n[ \t]+/g, ' ').trim();
          const mail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, body };
          received.push(mail);
          options.onMail?.(mail);
          done();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailTo = (to: string) => received.filter((m) => m.to.includes(to.toLowerCase()));

  /** The newest mail to `to`, waiting for it up to 5 s. */
  async function waitForMail(to: string, count = 1): Promise<ReceivedMail> {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const mails = mailTo(to);
      if (mails.length >= count) return mails.at(-1)!;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no e-mail to ${to} arrived at the test mail server`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailTo,
    waitForMail,
    /** The path and query of the first link containing `linkPart` in the newest mail to `to`. */
    async linkTo(to: string, linkPart: string, count = 1): Promise<string> {
      const { body } = await waitForMail(to, count);
      const escaped = linkPart.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const match = new RegExp(`https?://[^\\s"'<>]*${escaped}[^\\s"'<>]*`).exec(body);
      if (!match) throw new Error(`no ${linkPart} link in the e-mail to ${to}`);
      const url = new URL(match[0].replace(/&amp;/g, '&'));
      return `${url.pathname}${url.search}`;
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = Promise.resolve();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
