/**
 * Automated invoice sync (issue 27; 002 §9 'Automated invoice sync', PRO): the company's choice of
 * automatic Xero invoices, the Xero contact a client's invoices go to, and what the sync did.
 */

/** off: today's behaviour; per_docket: each approved docket its own draft; weekly: one per project and client per week. */
export const AUTO_INVOICE_MODES = ['off', 'per_docket', 'weekly'] as const;
export type AutoInvoiceMode = (typeof AUTO_INVOICE_MODES)[number];

export const AUTO_INVOICE_MODE_LABELS: Record<AutoInvoiceMode, string> = {
  off: 'Off — invoice by hand',
  per_docket: 'Each approved docket as its own draft invoice',
  weekly: 'One draft invoice per project and client each week',
};

/** A batch is pending until Xero made its invoice (invoiced), or it could not be made (skipped: nothing to do; failed: see outcome). */
export const AUTO_INVOICE_BATCH_STATUSES = ['pending', 'invoiced', 'skipped', 'failed'] as const;
export type AutoInvoiceBatchStatus = (typeof AUTO_INVOICE_BATCH_STATUSES)[number];

/** Days from an automatic invoice's date to its due date (as the manual dialog's default, 002 §9). */
export const AUTO_INVOICE_DUE_DAYS = 30;

/** Xero webhook deliveries: Xero's own limit to answer its intent-to-receive check and every delivery. */
export const XERO_WEBHOOK_ANSWER_SECONDS = 5;

export const SYNC_MSG = {
  mode: `Choose one of: ${AUTO_INVOICE_MODES.join(', ')}`,
  unmappedClient: (client: string) =>
    `${client} has no Xero contact: choose one under Clients before its dockets can be invoiced automatically`,
  noClient: (project: string) =>
    `${project} has no client: give it a client with a Xero contact to invoice it automatically`,
} as const;
