import type { PolicyDocket } from '../../../../shared/dockets/docket-policy';
import type { Actor } from '../../../access/sessions';
import { conflict, forbidden, type ErrorDetails } from '../../../errors';
import { assertMay } from '../../dockets/access';
import type { DocketClaim } from './claims';

/** Why a docket cannot go on an invoice, in the refusal's details (the screens branch on it). */
export type InvoiceRefusal =
  | 'not_approved'
  | 'void'
  | 'non_billable'
  | 'invoiced'
  | 'on_invoice'
  | 'on_xero_invoice'
  | 'being_invoiced';

/** A refusal's details: the docket, why, and the request field it is about (the create call's list). */
const about = (docketId: number, reason: InvoiceRefusal, field?: string): ErrorDetails => ({
  ...(field ? { field } : {}),
  timesheetId: docketId,
  reason,
});

/**
 * Throws unless the docket policy lets the actor invoice this docket (approved, billable, not void:
 * docket-policy 'invoice'), each refusal naming the docket. `alreadyInvoiced` refuses an invoiced one too.
 */
export function assertInvoiceable(
  actor: Actor,
  docket: PolicyDocket & { id: number; invoiceNumber: string | null },
  { alreadyInvoiced, field }: { alreadyInvoiced: boolean; field?: string },
) {
  const name = `Docket #${docket.id}`;
  assertMay(actor, 'invoice', docket, {
    role: () => forbidden('Only administrators and office staff can invoice dockets'),
    nonBillable: () =>
      conflict(
        `${name} is non-billable work, which is never invoiced`,
        about(docket.id, 'non_billable', field),
      ),
    status: () =>
      docket.status === 'void'
        ? conflict(`${name} is void and cannot be invoiced`, about(docket.id, 'void', field))
        : conflict(
            `${name} is not approved: only approved dockets can be invoiced`,
            about(docket.id, 'not_approved', field),
          ),
  });
  if (alreadyInvoiced && docket.invoiced) {
    const number = docket.invoiceNumber ? ` (${docket.invoiceNumber})` : '';
    throw conflict(`${name} is already invoiced${number}`, about(docket.id, 'invoiced', field));
  }
}

/** A docket on one of the product's invoices changes its invoice status only by voiding that invoice. */
export const onInvoiceRefusal = (docketId: number, invoice: { id: number; number: string }) =>
  conflict(
    `Docket #${docketId} is on invoice ${invoice.number}: void that invoice to change its invoice status`,
    {
      ...about(docketId, 'on_invoice'),
      invoiceId: invoice.id,
    },
  );

/**
 * A docket on a Xero invoice changes its invoice status only in Xero (issue 29): un-invoicing it here
 * would let a second Xero invoice bill the same work while the first still stands.
 */
export const onXeroInvoiceRefusal = (
  docketId: number,
  invoice: { invoiceNumber: string; xeroInvoiceId: string },
) =>
  conflict(
    `Docket #${docketId} is on Xero invoice ${invoice.invoiceNumber}: void or credit that invoice in Xero first, then change its invoice status here`,
    { ...about(docketId, 'on_xero_invoice'), xeroInvoiceId: invoice.xeroInvoiceId },
  );

/**
 * A docket claimed by a Xero invoice being made (claims.ts): who started it; once the claim has
 * expired (that request failed or crashed), how to finish it (the same dockets again).
 */
export function beingInvoicedRefusal(docketId: number, claim: DocketClaim, field?: string) {
  const who = claim.claimedByName ? ` by ${claim.claimedByName}` : '';
  const name = `Docket #${docketId} is being invoiced in Xero`;
  const message =
    claim.expiresAt > new Date()
      ? `${name}${who}: wait for that invoice to finish`
      : `${name}${who}, which did not finish: create the Xero invoice for ${claim.docketIds
          .map((id) => `#${id}`)
          .join(', ')} again to finish it`;
  return conflict(message, {
    ...about(docketId, 'being_invoiced', field),
    claimedAt: claim.claimedAt.toISOString(),
  });
}
