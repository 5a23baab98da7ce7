import { randomUUID } from 'node:crypto';
import type { Books, Contact, Invoice, InvoiceLine } from '../store';
import { parseRequestDate, startOfDay } from '../xero-date';
import { findContactByName } from './contact-write';
import { canMove, PAID_MESSAGE } from './invoice-status';
import { fromScaled, invoiceTotals, type LineAmountTypes, lineFigures, toScaled } from './invoice-math';

type Sent = Record<string, unknown>;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const TYPES = ['ACCREC', 'ACCPAY'] as const;
const LINE_AMOUNT_TYPES: LineAmountTypes[] = ['Exclusive', 'Inclusive', 'NoTax'];
const CREATE_STATUSES = ['DRAFT', 'SUBMITTED', 'AUTHORISED'] as const;

export type WriteResult = { invoice: Invoice } | { errors: string[] };

function resolveContact(books: Books, sent: unknown, now: number, errors: string[]): Contact | null {
  const contact = (typeof sent === 'object' && sent !== null ? sent : {}) as Sent;
  const id = text(contact.ContactID);
  const name = text(contact.Name);
  if (id) {
    const found = books.contacts.find((candidate) => candidate.ContactID === id.toLowerCase());
    if (!found) errors.push(`The contact with ContactID ${id} could not be found.`);
    return found ?? null;
  }
  if (!name) {
    errors.push('A Contact must be specified for this type of transaction');
    return null;
  }
  // As at Xero: a name that matches no contact makes a new one.
  const existing = findContactByName(books, name);
  if (existing) return existing;
  const created: Contact = {
    ContactID: randomUUID(),
    ContactStatus: 'ACTIVE',
    Name: name,
    IsCustomer: false,
    IsSupplier: false,
    updatedAt: now,
  };
  books.contacts.push(created);
  return created;
}

function buildLines(
  books: Books,
  sent: unknown,
  type: Invoice['Type'],
  types: LineAmountTypes,
  unitDp: number,
  errors: string[],
) {
  const lines = Array.isArray(sent) ? (sent as Sent[]) : [];
  return lines.map((line) => {
    const taxType = text(line.TaxType);
    const rate = taxType ? books.taxRates.find((candidate) => candidate.TaxType === taxType) : undefined;
    const usable =
      rate &&
      rate.Status === 'ACTIVE' &&
      (type === 'ACCPAY' ? rate.CanApplyToExpenses : rate.CanApplyToRevenue);
    if (taxType && !usable) {
      errors.push(
        `The TaxType code ${taxType} does not exist or cannot be used for this type of transaction.`,
      );
    }
    const accountCode = text(line.AccountCode);
    if (accountCode && !books.accountCodes.has(accountCode)) {
      errors.push(`Account code '${accountCode}' is not a valid code for this document.`);
    }
    if (!text(line.Description) && !text(line.ItemCode))
      errors.push('Description needs to be at least 1 char long');
    const quantity = toScaled(line.Quantity ?? 1, 4) ?? 0n;
    let unit = line.UnitAmount !== undefined ? toScaled(line.UnitAmount, unitDp) : null;
    const given = toScaled(line.LineAmount, 2);
    if (unit === null && given !== null && quantity !== 0n)
      unit = (given * 10n ** BigInt(unitDp + 2)) / quantity;
    const unitAmount = (unit ?? 0n) * 10n ** BigInt(4 - unitDp);
    const override =
      line.TaxAmount !== undefined && line.TaxAmount !== null ? toScaled(line.TaxAmount, 2) : null;
    const figures = lineFigures(quantity, unitAmount, rate?.EffectiveRate ?? 0, types, override);
    const stored: InvoiceLine = {
      LineItemID: text(line.LineItemID) ?? randomUUID(),
      Description: text(line.Description),
      Quantity: fromScaled(figures.quantity, 4),
      UnitAmount: fromScaled(figures.unitAmount, 4),
      AccountCode: accountCode,
      TaxType: taxType ?? (types === 'NoTax' ? 'NONE' : undefined),
      TaxAmount: fromScaled(figures.taxAmount, 2),
      LineAmount: fromScaled(figures.lineAmount, 2),
    };
    return { figures, stored };
  });
}

function nextNumber(books: Books): string {
  let number: string;
  do number = `INV-${String(books.nextInvoiceNumber++).padStart(4, '0')}`;
  while (books.invoices.some((invoice) => invoice.InvoiceNumber === number));
  return number;
}

/**
 * Creates an invoice, or (POST, `allowUpdate`) updates the one its InvoiceID or InvoiceNumber
 * names. Mutates `books` only on success... and contacts made by name: call it on a copy first.
 */
export function writeInvoice(
  books: Books,
  sent: Sent,
  now: number,
  unitDp: number,
  allowUpdate: boolean,
): WriteResult {
  const errors: string[] = [];
  const id = text(sent.InvoiceID);
  const numberSent = text(sent.InvoiceNumber);
  const existing = allowUpdate
    ? books.invoices.find(
        (invoice) =>
          (id && invoice.InvoiceID === id.toLowerCase()) ||
          (!id && numberSent && invoice.InvoiceNumber === numberSent),
      )
    : undefined;
  if (id && !existing) return { errors: [`Invoice with InvoiceID ${id} could not be found.`] };
  if (existing && !['DRAFT', 'SUBMITTED', 'AUTHORISED'].includes(existing.Status)) {
    return { errors: ['Invoice not of valid status for modification'] };
  }
  if (existing && existing.payments.length > 0) return { errors: [PAID_MESSAGE] };

  const type = (text(sent.Type) ?? existing?.Type) as Invoice['Type'] | undefined;
  if (!type || !TYPES.includes(type)) errors.push('Invoice Type must be specified (ACCREC or ACCPAY)');
  const lineTypes = (text(sent.LineAmountTypes) ??
    existing?.LineAmountTypes ??
    'Exclusive') as LineAmountTypes;
  if (!LINE_AMOUNT_TYPES.includes(lineTypes)) errors.push(`LineAmountTypes ${lineTypes} is not valid`);
  const status = (text(sent.Status) ?? existing?.Status ?? 'DRAFT') as Invoice['Status'];
  const allowed: readonly string[] = existing ? [...CREATE_STATUSES, 'DELETED', 'VOIDED'] : CREATE_STATUSES;
  if (!allowed.includes(status) || (existing && !canMove(existing.Status, status)))
    errors.push(
      existing ? 'Invoice not of valid status for modification' : 'Invoice not of valid status for creation',
    );

  const contact =
    sent.Contact !== undefined || !existing ? resolveContact(books, sent.Contact, now, errors) : null;
  const date = sent.Date !== undefined ? parseRequestDate(sent.Date) : (existing?.date ?? startOfDay(now));
  if (date === null) errors.push(`The date ${String(sent.Date)} is not a valid date`);
  const dueDate = sent.DueDate !== undefined ? parseRequestDate(sent.DueDate) : (existing?.dueDate ?? null);
  if (sent.DueDate !== undefined && dueDate === null)
    errors.push(`The due date ${String(sent.DueDate)} is not a valid date`);

  const lines =
    sent.LineItems !== undefined || !existing
      ? buildLines(books, sent.LineItems, type ?? 'ACCREC', lineTypes, unitDp, errors)
      : null;
  if (
    numberSent &&
    books.invoices.some((invoice) => invoice.InvoiceNumber === numberSent && invoice !== existing)
  ) {
    errors.push('Invoice # must be unique.');
  }
  if (errors.length > 0 || !type) return { errors };

  const stored = lines ? lines.map((line) => line.stored) : existing!.LineItems;
  const figures = lines
    ? lines.map((line) => line.figures)
    : stored.map((line) => ({
        quantity: 0n,
        unitAmount: 0n,
        lineAmount: toScaled(line.LineAmount, 2) ?? 0n,
        taxAmount: toScaled(line.TaxAmount, 2) ?? 0n,
      }));
  const totals = invoiceTotals(figures, lineTypes);
  const invoice: Invoice = {
    InvoiceID: existing?.InvoiceID ?? randomUUID(),
    Type: type,
    InvoiceNumber: numberSent ?? existing?.InvoiceNumber ?? (type === 'ACCREC' ? nextNumber(books) : ''),
    Reference: text(sent.Reference) ?? existing?.Reference ?? '',
    ContactID: contact?.ContactID ?? existing!.ContactID,
    date: date!,
    dueDate,
    Status: status,
    LineAmountTypes: lineTypes,
    LineItems: stored,
    SubTotal: fromScaled(totals.subTotal, 2),
    TotalTax: fromScaled(totals.totalTax, 2),
    Total: fromScaled(totals.total, 2),
    CurrencyCode: 'AUD',
    updatedAt: now,
    payments: existing?.payments ?? [],
    fullyPaidOn: existing?.fullyPaidOn ?? null,
  };
  if (existing) Object.assign(existing, invoice);
  else books.invoices.push(invoice);
  return { invoice: existing ?? invoice };
}
