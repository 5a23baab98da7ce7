import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CreateXeroInvoiceInput, XeroInvoiceLineItem } from '../../../../shared/invoicing/xero-schemas';
import { XeroApiError } from '../../../integrations/xero/api-errors';
import { readReply } from '../../xero/accounting/xero-replies';

/** What the service sends Xero and reads back (Xero's field names, xero_accounting.yaml). */

/** The request as one canonical value: the dockets sorted, every default filled. */
const canonical = (companyId: number, ids: number[], input: CreateXeroInvoiceInput) => ({
  companyId,
  timesheetIds: ids,
  contactName: input.contactName,
  contactId: input.contactId ?? null,
  reference: input.reference ?? '',
  date: input.date,
  dueDate: input.dueDate,
  lineItems: input.lineItems.map((line) => [
    line.timesheetId ?? null,
    line.description,
    line.quantity,
    line.unitAmount,
    line.taxType,
    line.accountCode,
  ]),
});

/**
 * The request's own key: derived from the company, its sorted dockets and a hash of the whole
 * request, never random. The same request again (a lost reply, a double click) has the same key: it
 * joins the claim its twin made, or is answered from the dockets' 'invoiced' events.
 */
export function xeroRequestKey(companyId: number, ids: number[], input: CreateXeroInvoiceInput): string {
  const hash = createHash('sha256')
    .update(JSON.stringify(canonical(companyId, ids, input)))
    .digest('hex');
  return `sitedockets-request-${companyId}-${hash}`;
}

/**
 * The Idempotency-Key Xero is sent: made once per claim on the dockets (claim.ts) and kept with it,
 * so every request that finishes that claim sends the same key and Xero answers with the invoice it
 * already made. A new claim (after Xero refused, which it remembers under the key) gets a new key.
 */
export const newClaimKey = (companyId: number) => `sitedockets-invoice-${companyId}-${randomUUID()}`;

/**
 * PUT /Invoices's body: one ACCREC DRAFT invoice, tax added to each line (Exclusive), of `lines`
 * (the request's lines with the dockets' figures: docket-lines.ts).
 */
export const xeroInvoicePayload = (input: CreateXeroInvoiceInput, lines: readonly XeroInvoiceLineItem[]) => ({
  Invoices: [
    {
      Type: 'ACCREC',
      Status: 'DRAFT',
      LineAmountTypes: 'Exclusive',
      Contact: input.contactId ? { ContactID: input.contactId } : { Name: input.contactName },
      Date: input.date,
      DueDate: input.dueDate,
      ...(input.reference ? { Reference: input.reference } : {}),
      LineItems: lines.map((line) => ({
        Description: line.description,
        Quantity: line.quantity,
        UnitAmount: line.unitAmount,
        TaxType: line.taxType,
        AccountCode: line.accountCode,
      })),
    },
  ],
});

const invoicesEnvelope = z.object({
  Invoices: z
    .array(
      z.object({
        InvoiceID: z.string(),
        InvoiceNumber: z.string(),
        Total: z.number().optional(),
      }),
    )
    .min(1),
});

/** The invoice Xero made (its reply to PUT /Invoices). */
export function readCreatedInvoice(body: unknown): { invoiceId: string; invoiceNumber: string } {
  const [invoice] = readReply(invoicesEnvelope, body, 'createInvoice').Invoices;
  if (!invoice!.InvoiceNumber) throw new XeroApiError('Xero gave the invoice no number', 200, null);
  return { invoiceId: invoice!.InvoiceID, invoiceNumber: invoice!.InvoiceNumber };
}

/** A ValidationException's first message (Elements[].ValidationErrors[].Message), if the body is one. */
export function firstValidationMessage(body: unknown): string | null {
  const parsed = z
    .object({
      Type: z.literal('ValidationException').optional(),
      Elements: z.array(
        z.object({ ValidationErrors: z.array(z.object({ Message: z.string() })).optional() }),
      ),
    })
    .safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.Elements.flatMap((e) => e.ValidationErrors ?? [])[0]?.Message ?? null;
}
