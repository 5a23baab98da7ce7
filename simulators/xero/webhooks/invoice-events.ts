import { ACCOUNTING_PREFIX } from '../accounting/prefix';
import type { SimContext } from '../context';
import type { Invoice } from '../store';
import { eventDateUtc, type WebhookEvent } from './payload';

export interface InvoiceChange {
  invoice: Invoice;
  type: WebhookEvent['eventType'];
}

/**
 * Tells the app's webhook about invoices created or changed in one organisation, in one body, when
 * the app is connected to that organisation (Xero sends events only for connected tenants).
 */
export function invoiceEvents(ctx: SimContext, tenantId: string, changes: InvoiceChange[]): void {
  const connected = ctx.store.connections.some((connection) => connection.tenantId === tenantId);
  if (!connected || changes.length === 0) return;
  const base = `${ctx.webhooks.resourceBase}${ACCOUNTING_PREFIX}/Invoices/`;
  ctx.webhooks.send(
    changes.map(({ invoice, type }) => ({
      resourceUrl: `${base}${invoice.InvoiceID}`,
      resourceId: invoice.InvoiceID,
      eventDateUtc: eventDateUtc(invoice.updatedAt),
      eventType: type,
      eventCategory: 'INVOICE',
      tenantId,
      tenantType: 'ORGANISATION',
    })),
  );
}
