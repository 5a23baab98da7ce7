type Invoiced = { invoiceId: number | null; xeroInvoiceId: string | null; invoiceNumber: string | null };

/**
 * Why an invoiced docket's invoice status cannot change on the invoicing screens, or null when it
 * can: it is on one of the product's own invoices (void that invoice), or on a Xero invoice (void or
 * credit it in Xero first, or a second invoice could bill the same work: issue 29). The server
 * refuses both with the same reasons.
 */
export function invoiceLock(docket: Invoiced): string | null {
  if (docket.invoiceId !== null) return `On invoice ${docket.invoiceNumber}: void the invoice to change it`;
  if (docket.xeroInvoiceId !== null)
    return `On Xero invoice ${docket.invoiceNumber}: void or credit it in Xero first to change it`;
  return null;
}
