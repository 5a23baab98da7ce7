/**
 * The e2e server's mail: start-server.ts runs a local SMTP server (tests/support/smtp.ts) and
 * writes every message it receives as a JSON file here; journeys read one-time links from the
 * mail, as the recipient would, never from the e-mail log (which holds them redacted).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReceivedMail } from '../../tests/support/smtp';

export const mailboxDir = (port: number | string) => path.join(os.tmpdir(), `sitedockets-e2e-mail-${port}`);

/**
 * Keeps one received message (called by the SMTP server in start-server.ts). Written under a
 * temporary name and renamed, so a journey on another worker reading the folder never finds a
 * half-written message.
 */
export function keepMail(folder: string, mail: ReceivedMail): void {
  const name = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(path.join(folder, `${name}.part`), JSON.stringify(mail));
  fs.renameSync(path.join(folder, `${name}.part`), path.join(folder, `${name}.json`));
}

/**
 * Every message to `to` the e2e server sent, oldest first. Journeys on two workers share the
 * mailbox: each reads only the mail to its own (unique) addresses.
 */
export function mailTo(to: string): ReceivedMail[] {
  const dir = mailboxDir(process.env.E2E_PORT ?? 4310);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()));
}
