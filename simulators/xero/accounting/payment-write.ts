import { randomUUID } from 'node:crypto';
import type { BankAccount, Books, Invoice, Payment } from '../store';
import { parseRequestDate } from '../xero-date';
import { dollars, dueCents } from './invoice-amounts';
import { toScaled } from './invoice-math';

type Sent = Record<string, unknown>;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const object = (value: unknown): Sent => (typeof value === 'object' && value !== null ? (value as Sent) : {});

/**
 * Xero's words where the API documents them ('Payment amount exceeds…', 'Payments can only be made
 * against Authorised documents'); the others are unconfirmed.
 */
export const PAYMENT_MESSAGES = {
  noInvoice: 'Invoice could not be found',
  notAuthorised: 'Payments can only be made against Authorised documents',
  tooMuch: 'Payment amount exceeds the amount outstanding on this document',
  noAmount: 'Payment amount must be greater than zero',
  noAccount: 'Account could not be found',
  notBank: 'Payments can only be made to or from a bank account or an account that allows payments',
  noDate: 'A valid payment date must be specified',
} as const;

export type PaymentResult = { payment: Payment; invoice: Invoice } | { errors: string[] };

function findInvoice(books: Books, sent: Sent): Invoice | undefined {
  const given = object(sent.Invoice);
  const id = text(given.InvoiceID)?.toLowerCase();
  const number = text(given.InvoiceNumber) ?? text(sent.InvoiceNumber);
  return books.invoices.find((invoice) =>
    id ? invoice.InvoiceID === id : number !== undefined && invoice.InvoiceNumber === number,
  );
}

function findAccount(books: Books, sent: Sent, errors: string[]): BankAccount | undefined {
  const given = object(sent.Account);
  const id = text(given.AccountID)?.toLowerCase();
  const code = text(given.Code) ?? text(sent.Code);
  const account = books.bankAccounts.find((candidate) =>
    id ? candidate.AccountID === id : code !== undefined && candidate.Code === code,
  );
  if (!account) {
    const otherAccount = code !== undefined && books.accountCodes.has(code);
    errors.push(otherAccount ? PAYMENT_MESSAGES.notBank : PAYMENT_MESSAGES.noAccount);
  }
  return account;
}

/**
 * A payment (schema `Payment`) against an ACCREC or ACCPAY invoice: `Invoice {InvoiceID|InvoiceNumber}`
 * (or `InvoiceNumber`), `Account {Code|AccountID}` (or `Code`) naming a bank account, `Date`, `Amount`,
 * `Reference`. The invoice must be AUTHORISED and the amount above 0 and not above AmountDue; the
 * invoice becomes PAID, with FullyPaidOnDate, when nothing is left due. Mutates `books` only on success.
 */
export function applyPayment(books: Books, sent: Sent, now: number): PaymentResult {
  const errors: string[] = [];
  const invoice = findInvoice(books, sent);
  if (!invoice) errors.push(PAYMENT_MESSAGES.noInvoice);
  const account = findAccount(books, sent, errors);
  const date = parseRequestDate(sent.Date);
  if (date === null) errors.push(PAYMENT_MESSAGES.noDate);
  const amount = toScaled(sent.Amount, 2);
  if (amount === null || amount <= 0n) errors.push(PAYMENT_MESSAGES.noAmount);
  if (invoice && invoice.Status !== 'AUTHORISED') errors.push(PAYMENT_MESSAGES.notAuthorised);
  else if (invoice && amount !== null && amount > dueCents(invoice)) errors.push(PAYMENT_MESSAGES.tooMuch);
  if (errors.length > 0 || !invoice || !account || date === null || amount === null) return { errors };

  const payment: Payment = {
    PaymentID: randomUUID(),
    InvoiceID: invoice.InvoiceID,
    AccountID: account.AccountID,
    date,
    Amount: dollars(amount),
    Reference: text(sent.Reference) ?? '',
    updatedAt: now,
  };
  invoice.payments = [...invoice.payments, payment];
  invoice.updatedAt = now;
  if (dueCents(invoice) === 0n) {
    invoice.Status = 'PAID';
    invoice.fullyPaidOn = date;
  }
  return { payment, invoice };
}

/** Every payment of the organisation, oldest first. */
export function allPayments(books: Books): Payment[] {
  return books.invoices.flatMap((invoice) => invoice.payments).sort((a, b) => a.updatedAt - b.updatedAt);
}
