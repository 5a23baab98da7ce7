import type { Books, Invoice, Payment } from '../store';
import { msDate, utcString } from '../xero-date';
import { invoiceJson } from './invoice-json';

/** The invoice a payment is applied to, as Xero's PUT /Payments example nests it (no Payments). */
function invoiceOf(books: Books, invoice: Invoice) {
  const { Payments: _payments, ...json } = invoiceJson(books, invoice);
  return json;
}

/** A payment as `/Payments` writes it (schema `Payment`). */
export function paymentJson(books: Books, payment: Payment) {
  const invoice = books.invoices.find((candidate) => candidate.InvoiceID === payment.InvoiceID);
  const account = books.bankAccounts.find((candidate) => candidate.AccountID === payment.AccountID);
  return {
    PaymentID: payment.PaymentID,
    Date: msDate(payment.date),
    BankAmount: payment.Amount,
    Amount: payment.Amount,
    Reference: payment.Reference,
    CurrencyRate: 1,
    PaymentType: invoice?.Type === 'ACCPAY' ? 'ACCPAYPAYMENT' : 'ACCRECPAYMENT',
    Status: 'AUTHORISED',
    UpdatedDateUTC: msDate(payment.updatedAt),
    UpdatedDateUTCString: utcString(payment.updatedAt),
    HasAccount: true,
    IsReconciled: false,
    Account: account
      ? { AccountID: account.AccountID, Code: account.Code, Name: account.Name }
      : { AccountID: payment.AccountID },
    ...(invoice ? { Invoice: invoiceOf(books, invoice) } : {}),
    HasValidationErrors: false,
  };
}
