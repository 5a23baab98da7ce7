import type { FastifyInstance } from 'fastify';
import { API_ONLY_FAULTS, FAULT_KINDS, type FaultKind, type FaultTarget } from '../api/faults';
import { invoiceJson } from '../accounting/invoice-json';
import { contactJson } from '../accounting/contact-json';
import type { SimContext } from '../context';
import { calendarJson, earningsRateJson, employeeJson, timesheetJson } from '../payroll/json';
import { resetStore } from '../store';
import { allPayments } from '../accounting/payment-write';
import { paymentJson } from '../accounting/payment-json';
import { webhookState } from '../webhooks/state';
import { officeControlRoutes } from './office-routes';
import { webhookControlRoutes } from './webhook-routes';

interface FaultBody {
  count?: unknown;
  kind?: unknown;
  delayMs?: unknown;
  target?: unknown;
  path?: unknown;
}

/**
 * Test and dev only (never in `demo` mode): queue faults, reset, and look inside.
 * POST /__control/faults {count, kind, delayMs?, target?: 'api'|'token', path?}; POST /__control/reset;
 * GET /__control/state (with payments, and the webhook's URL and deliveries, never its key). The
 * webhook and office controls: `webhook-routes.ts`, `office-routes.ts`.
 */
export async function controlRoutes(app: FastifyInstance, ctx: SimContext): Promise<void> {
  await webhookControlRoutes(app, ctx);
  await officeControlRoutes(app, ctx);
  app.post('/__control/faults', async (request, reply) => {
    const body = (request.body ?? {}) as FaultBody;
    const count =
      typeof body.count === 'number' && Number.isInteger(body.count) && body.count > 0 ? body.count : null;
    const kind = FAULT_KINDS.find((candidate) => candidate === body.kind);
    const target: FaultTarget | null =
      body.target === undefined || body.target === 'api' ? 'api' : body.target === 'token' ? 'token' : null;
    const delayMs = typeof body.delayMs === 'number' && body.delayMs >= 0 ? body.delayMs : 2000;
    const path = typeof body.path === 'string' && body.path !== '' ? body.path : undefined;
    const badPath = body.path !== undefined && (path === undefined || target !== 'api');
    if (!count || !kind || !target || badPath || (target === 'token' && API_ONLY_FAULTS.includes(kind))) {
      return reply.code(400).send({
        message: `Send {count: positive integer, kind: ${FAULT_KINDS.join('|')}, delayMs?, target?: api|token, path?: text of the API paths it hits} (${API_ONLY_FAULTS.join(' and ')} and path are for api)`,
      });
    }
    ctx.faults.add({ kind: kind as FaultKind, target, remaining: count, delayMs, ...(path ? { path } : {}) });
    return { pending: ctx.faults.pending() };
  });

  app.post('/__control/reset', async () => {
    resetStore(ctx.store, ctx.clock);
    ctx.faults.clear();
    ctx.limiter.reset();
    ctx.webhooks.clear();
    return { ok: true };
  });

  app.get('/__control/state', async () => ({
    organisations: ctx.store.organisations,
    connections: ctx.store.connections,
    faults: ctx.faults.pending(),
    webhook: webhookState(ctx.webhooks),
    books: [...ctx.store.books.entries()].map(([tenantId, books]) => ({
      tenantId,
      contacts: books.contacts.map(contactJson),
      invoices: books.invoices.map((invoice) => invoiceJson(books, invoice)),
      payments: allPayments(books).map((payment) => paymentJson(books, payment)),
      attachments: [...books.attachments].flatMap(([invoiceId, list]) =>
        list.map(({ content, ...attachment }) => ({
          InvoiceID: invoiceId,
          ...attachment,
          ContentLength: content.length,
        })),
      ),
      payroll: {
        payrollCalendars: books.payroll.calendars.map(calendarJson),
        employees: books.payroll.employees.map(employeeJson),
        earningsRates: books.payroll.earningsRates.map(earningsRateJson),
        timesheets: books.payroll.timesheets.map(timesheetJson),
      },
      idempotencyKeys: [...books.idempotent.keys()],
    })),
  }));
}
