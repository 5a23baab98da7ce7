import { and, eq } from 'drizzle-orm';
import { formatCalendarDate } from '../../../../../shared/dates';
import { formatMoney } from '../../../../../shared/dockets/docket-math';
import type { Actor } from '../../../../access/sessions';
import { howToPayLines } from '../../../../../shared/company/payment-details';
import { clients } from '../../../../db/schema';
import { badRequest } from '../../../../errors';
import type { AppContext } from '../../../../http/module';
import { sendEmail } from '../../../email/service';
import { invoiceParts, invoicePdfBuffer } from './invoice-pdf';
import { projectsText } from './invoice-projects';
import type { TaxInvoiceInput } from './tax-invoice-pdf';

export const NO_ADDRESS =
  'Enter an email address: this invoice has no contact e-mail and neither has its client';

/** Where the invoice goes: the address given, else the invoice's contact, else its client's e-mail. */
async function recipientOf(ctx: AppContext, actor: Actor, id: number, given: string | undefined) {
  const { input } = await invoiceParts(ctx.database.db, actor, id);
  const { invoice } = input;
  if (given) return { input, to: given };
  if (invoice.contactEmail) return { input, to: invoice.contactEmail };
  const [client] = invoice.clientId
    ? await ctx.database.db
        .select({ email: clients.email })
        .from(clients)
        .where(and(eq(clients.id, invoice.clientId), eq(clients.companyId, actor.companyId)))
    : [];
  if (!client?.email) throw badRequest(NO_ADDRESS, { field: 'email' });
  return { input, to: client.email };
}

/** The mail's words: what it is for, the amount and due date, and how to pay (as the PDF says it). */
function paragraphsOf({ invoice, seller, projects }: TaxInvoiceInput): string[] {
  if (invoice.status === 'void')
    return [
      `Tax invoice ${invoice.number} has been voided. The attached copy is marked VOID: nothing is owed on it.`,
    ];
  const due = formatCalendarDate(invoice.dueDate, 'long');
  const howToPay = howToPayLines(seller.payment, invoice.number);
  return [
    `Please find attached tax invoice ${invoice.number} for ${formatMoney(invoice.total)} (inc. GST), due ${due}.`,
    ...(projects.length
      ? [`${projects.length === 1 ? 'Project' : 'Projects'}: ${projectsText(projects)}`]
      : []),
    ...(howToPay.length ? [['How to pay', ...howToPay].join('\n')] : []),
    'The approved daily dockets it covers follow the invoice in the same PDF, as proof of the work.',
  ];
}

/**
 * E-mails the invoice's PDF (the tax invoice and its proof pages) through the e-mail module, which
 * logs it against the invoice. A void invoice goes out marked VOID, and the mail says so.
 */
export async function emailInvoice(ctx: AppContext, actor: Actor, id: number, email: string | undefined) {
  const { input, to } = await recipientOf(ctx, actor, id, email);
  const { invoice, seller } = input;
  const { pdf, fileName } = await invoicePdfBuffer(ctx.database.db, actor, id, {
    appUrl: ctx.config.appUrl,
    renderer: ctx.pdf,
    files: ctx.files,
  });
  const log = await sendEmail(ctx, {
    sender: actor,
    companyId: actor.companyId,
    type: 'invoice_pdf',
    to,
    related: { type: 'invoice', id: invoice.id },
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
    onBehalfOf: { name: seller.name, email: seller.email },
    content: {
      subject: `Tax invoice ${invoice.number} from ${seller.name}`,
      heading: `Tax invoice ${invoice.number}`,
      paragraphs: paragraphsOf(input),
    },
  });
  if (log.status === 'failed')
    throw badRequest(`The e-mail could not be sent: ${log.errorMessage ?? 'mail server error'}`);
  if (log.status === 'not_sent')
    return { message: 'Invoice PDF saved, not delivered: no mail server is set up', status: log.status };
  return { message: `Invoice ${invoice.number} sent to ${to}`, status: log.status };
}
