import type { Books, Invoice, Payment } from '../store';
import { dateString, msDate, utcString } from '../xero-date';
import { contactJson } from './contact-json';
import { dollars, dueCents, paidCents } from './invoice-amounts';

/** An invoice as the accounting API writes it (the fields of Xero's PUT /Invoices example). */
export function invoiceJson(books: Books, invoice: Invoice) {
  const contact = books.contacts.find((candidate) => candidate.ContactID === invoice.ContactID);
  return {
    Type: invoice.Type,
    InvoiceID: invoice.InvoiceID,
    InvoiceNumber: invoice.InvoiceNumber,
    Reference: invoice.Reference,
    Payments: invoice.payments.map(invoicePaymentJson),
    CreditNotes: [],
    Prepayments: [],
    Overpayments: [],
    AmountDue: dollars(dueCents(invoice)),
    AmountPaid: dollars(paidCents(invoice)),
    AmountCredited: 0,
    ...(invoice.fullyPaidOn !== null ? { FullyPaidOnDate: msDate(invoice.fullyPaidOn) } : {}),
    SentToContact: false,
    CurrencyRate: 1,
    HasErrors: false,
    IsDiscounted: false,
    HasAttachments: (books.attachments.get(invoice.InvoiceID)?.length ?? 0) > 0,
    Contact: contact ? contactJson(contact) : { ContactID: invoice.ContactID },
    DateString: dateString(invoice.date),
    Date: msDate(invoice.date),
    ...(invoice.dueDate !== null
      ? { DueDateString: dateString(invoice.dueDate), DueDate: msDate(invoice.dueDate) }
      : {}),
    Status: invoice.Status,
    LineAmountTypes: invoice.LineAmountTypes,
    LineItems: invoice.LineItems.map((line) => ({
      ...(line.Description !== undefined ? { Description: line.Description } : {}),
      UnitAmount: line.UnitAmount,
      ...(line.TaxType !== undefined ? { TaxType: line.TaxType } : {}),
      TaxAmount: line.TaxAmount,
      LineAmount: line.LineAmount,
      ...(line.AccountCode !== undefined ? { AccountCode: line.AccountCode } : {}),
      Tracking: [],
      Quantity: line.Quantity,
      LineItemID: line.LineItemID,
      ValidationErrors: [],
    })),
    SubTotal: invoice.SubTotal,
    TotalTax: invoice.TotalTax,
    Total: invoice.Total,
    UpdatedDateUTC: msDate(invoice.updatedAt),
    UpdatedDateUTCString: utcString(invoice.updatedAt),
    CurrencyCode: invoice.CurrencyCode,
  };
}

/** A payment as an invoice lists it under `Payments` (Xero's invoice example). */
export function invoicePaymentJson(payment: Payment) {
  return {
    PaymentID: payment.PaymentID,
    Date: msDate(payment.date),
    Amount: payment.Amount,
    Reference: payment.Reference,
    CurrencyRate: 1,
    HasAccount: false,
    HasValidationErrors: false,
  };
}
