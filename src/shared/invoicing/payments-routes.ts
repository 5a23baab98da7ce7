import { defineRoutes } from '../api/route';
import {
  invoicePaymentParams,
  invoicePaymentsParams,
  invoicePaymentsReply,
  recordPaymentBody,
} from './payments-schemas';

const tag = 'Invoices';

/** Payments on the product's own tax invoices (issue 27): the office records one, or undoes one. */
export const invoicePaymentsRoutes = defineRoutes({
  recordInvoicePayment: {
    method: 'POST',
    path: '/api/companies/:companyId/invoices/:invoiceId/payments',
    summary:
      'Record a payment on a tax invoice (date, amount; part payments add up): never more than the amount due, never on a void invoice',
    tag,
    access: 'invoices.payments',
    params: invoicePaymentsParams,
    body: recordPaymentBody,
    reply: { 201: invoicePaymentsReply },
    idempotent: true,
  },
  undoInvoicePayment: {
    method: 'DELETE',
    path: '/api/companies/:companyId/invoices/:invoiceId/payments/:paymentId',
    summary: "Undo a payment recorded on a tax invoice: the invoice's amount due grows by it again",
    tag,
    access: 'invoices.payments',
    params: invoicePaymentParams,
    reply: { 200: invoicePaymentsReply },
  },
});
