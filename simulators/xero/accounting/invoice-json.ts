import type { Books, Invoice } from '../store';
import { dateString, msDate, utcString } from '../xero-date';
import { contactJson } from './contact-json';

/** An invoice as the accounting API writes it (the fields of Xero's PUT /Invoices example). */
export function invoiceJson(books: Books, invoice: Invoice) {
  const contact = books.contacts.find((candidate) => candidate.ContactID === invoice.ContactID);
  return {
    Type: invoice.Type,
    InvoiceID: invoice.InvoiceID,
    InvoiceNumber: invoice.InvoiceNumber,
    Reference: invoice.Reference,
    Payments: [],
    CreditNotes: [],
    Prepayments: [],
    Overpayments: [],
    AmountDue: invoice.Status === 'VOIDED' || invoice.Status === 'DELETED' ? 0 : invoice.Total,
    AmountPaid: 0,
    AmountCredited: 0,
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
