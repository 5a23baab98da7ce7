import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimContext } from '../context';
import { findInvoice, pay, setStatus } from '../office/actions';
import { invoicesConsolePage } from './page';

export const CONSOLE_PATH = '/invoices-console';

type Form = Record<string, string | undefined>;

const back = (reply: FastifyReply, notice: { message: string } | { error: string }) =>
  reply.redirect(`${CONSOLE_PATH}?${new URLSearchParams(notice).toString()}`, 303);

/**
 * The simulated Xero's own web screen (standing for go.xero.com), open in every mode, demo included:
 * GET /invoices-console lists sales invoices; POST /invoices-console/approve and /pay {invoiceId,
 * tenantId, amount?} act as the office would and come back to the list with what happened.
 */
export async function consoleRoutes(app: FastifyInstance, ctx: SimContext): Promise<void> {
  app.get(CONSOLE_PATH, async (request, reply) => {
    const { message, error } = request.query as { message?: string; error?: string };
    return reply.type('text/html; charset=utf-8').send(invoicesConsolePage(ctx, { message, error }));
  });

  const target = (form: Form) =>
    form.invoiceId ? findInvoice(ctx, { invoiceId: form.invoiceId, tenantId: form.tenantId }) : null;

  app.post(`${CONSOLE_PATH}/approve`, async (request, reply) => {
    const found = target((request.body ?? {}) as Form);
    if (!found) return back(reply, { error: 'That invoice no longer exists.' });
    const errors = setStatus(ctx, found, 'AUTHORISED');
    if (errors.length > 0) return back(reply, { error: errors.join(' ') });
    return back(reply, { message: `Approved ${found.invoice.InvoiceNumber}.` });
  });

  app.post(`${CONSOLE_PATH}/pay`, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const found = target(form);
    if (!found) return back(reply, { error: 'That invoice no longer exists.' });
    const amount = form.amount === undefined || form.amount === '' ? undefined : Number(form.amount);
    if (amount !== undefined && !Number.isFinite(amount)) return back(reply, { error: 'Enter an amount.' });
    const result = pay(ctx, found, { amount });
    if ('errors' in result) return back(reply, { error: result.errors.join(' ') });
    const paid = `$${result.payment.Amount.toFixed(2)}`;
    return back(reply, {
      message: `Paid ${paid} on ${found.invoice.InvoiceNumber} (${found.invoice.Status}).`,
    });
  });
}
