/**
 * What became of an e-mail: delivered to the mail server, refused by it, or kept only in the
 * e-mail log because no mail server is set up (SMTP_URL unset). Replies that send mail carry it
 * so a screen never claims delivery that did not happen.
 */
export const EMAIL_STATUSES = ['success', 'failed', 'not_sent'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** How an administrator makes the product deliver mail; shown whenever mail was only kept. */
export const MAIL_SETUP_HINT =
  'To deliver e-mail, whoever runs SiteDockets sets SMTP_URL to a mail server (README, Configuration).';
