import { PRODUCT_NAME } from '../../../shared/billing/plans';
import type { AppContext } from '../../http/module';
import { renderMail, type MailContent } from '../../integrations/mail/layout';
import type { OutgoingMail } from '../../integrations/mail/transport';
import { emailLogs } from '../../db/schema';
import { assertMailAllowance, type Sender } from './cap';
import { redactPayload, redactSecrets } from './redact';

export type EmailRequest = {
  companyId: number | null;
  type: string;
  to: string;
  content: MailContent;
  related?: { type: string; id: number };
  attachments?: OutgoingMail['attachments'];
  /** The signed-in user this mail goes out for: it counts against their hourly cap (cap.ts). */
  sender?: Sender;
  /**
   * The company a client's mail is sent for (an invoice): its name is the display name and its
   * e-mail the Reply-To, while the From address stays the product's own (docs/decisions.md).
   */
  onBehalfOf?: { name: string; email: string | null };
};

/** 'Harbourline Civil via SiteDockets' <the product's address>, the name on one line. */
const fromOf = (address: string, onBehalfOf: EmailRequest['onBehalfOf']): OutgoingMail['from'] =>
  onBehalfOf
    ? { name: `${onBehalfOf.name.replace(/\s+/g, ' ').trim()} via ${PRODUCT_NAME}`, address }
    : address;

/**
 * Renders, sends (or, with no mail server, keeps) and logs one e-mail. Every message the product
 * produces goes through here, so the e-mail log holds all of them, with one-time links removed
 * (redact.ts): the real link goes only to the mail server.
 */
export async function sendEmail(
  ctx: Pick<AppContext, 'config' | 'database' | 'mailer'>,
  request: EmailRequest,
) {
  if (request.sender) await assertMailAllowance(ctx.database.db, request.sender);
  const { subject, html, text } = renderMail(request.content);
  const from = fromOf(ctx.config.mailFrom, request.onBehalfOf);
  const replyTo = request.onBehalfOf?.email ?? undefined;
  const mail: OutgoingMail = {
    from,
    ...(replyTo ? { replyTo } : {}),
    to: request.to,
    subject,
    html,
    text,
    attachments: request.attachments,
  };
  const result = await ctx.mailer.send(mail);
  const [log] = await ctx.database.db
    .insert(emailLogs)
    .values({
      companyId: request.companyId,
      sentByUserId: request.sender?.userId,
      status: result.status,
      emailType: request.type,
      to: request.to,
      from: ctx.config.mailFrom,
      subject,
      html: redactSecrets(html),
      text: redactSecrets(text),
      relatedEntityType: request.related?.type,
      relatedEntityId: request.related?.id,
      errorMessage: 'error' in result ? redactSecrets(result.error) : null,
      requestPayload: redactPayload({
        to: request.to,
        ...(typeof from === 'object' ? { fromName: from.name } : {}),
        ...(replyTo ? { replyTo } : {}),
        subject,
        attachments: (request.attachments ?? []).map((a) => ({
          filename: a.filename,
          bytes: a.content.length,
        })),
      }),
      providerResponse: 'response' in result ? redactPayload(result.response ?? null) : null,
    })
    .returning();
  return log!;
}
