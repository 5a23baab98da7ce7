import nodemailer from 'nodemailer';

export type OutgoingMail = {
  /** The product's own address, with the display name of whom it is sent for (SPF and DKIM stay the product's). */
  from: string | { name: string; address: string };
  /** Where the recipient's answer goes: the company the mail is sent for. */
  replyTo?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

export type DeliveryResult =
  | { status: 'success'; response: Record<string, unknown> }
  | { status: 'failed'; error: string; response?: Record<string, unknown> }
  | { status: 'not_sent'; error: string };

/**
 * Delivers mail: over SMTP when SMTP_URL is set; otherwise nothing leaves the machine.
 * `configured` says which, so a screen that cannot be told per message (forgot-password, which
 * never reveals whether the account exists) still does not claim delivery that cannot happen.
 */
export type Mailer = { configured: boolean; send: (mail: OutgoingMail) => Promise<DeliveryResult> };

export const NO_SMTP_MESSAGE = 'Not delivered: no mail server is configured (SMTP_URL is not set).';

export function createMailer(smtpUrl: string | undefined): Mailer {
  if (!smtpUrl)
    return { configured: false, send: async () => ({ status: 'not_sent', error: NO_SMTP_MESSAGE }) };
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    configured: true,
    send: async (mail) => {
      try {
        const info = await transport.sendMail(mail);
        return {
          status: 'success',
          response: { messageId: info.messageId, response: info.response, accepted: info.accepted },
        };
      } catch (err) {
        const e = err as Error & { response?: string; responseCode?: number };
        return {
          status: 'failed',
          error: e.message,
          response: { response: e.response, responseCode: e.responseCode },
        };
      }
    },
  };
}
