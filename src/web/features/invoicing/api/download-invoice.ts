import { api } from '../../../lib/api';
import { downloadReply } from '../../../lib/download';
import type { IssuedInvoice } from './get-invoices';

/** GET the invoice's PDF or CSV and hand it to the browser's downloads. */
export async function downloadInvoice(invoice: Pick<IssuedInvoice, 'id' | 'number'>, kind: 'pdf' | 'csv') {
  const params = { id: invoice.id };
  const res =
    kind === 'pdf'
      ? await api('GET /api/invoices/:id/pdf', { params })
      : await api('GET /api/invoices/:id/csv', { params });
  await downloadReply(res, `${invoice.number}.${kind}`);
}
