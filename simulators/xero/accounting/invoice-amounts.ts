import type { Invoice } from '../store';
import { fromScaled, toScaled } from './invoice-math';

/** Cents of a dollar amount the store keeps (always 2 places). */
export const cents = (amount: number): bigint => toScaled(amount, 2) ?? 0n;

export const dollars = (value: bigint): number => fromScaled(value, 2);

/** Sum of the payments applied, in cents (AmountPaid). */
export function paidCents(invoice: Invoice): bigint {
  return invoice.payments.reduce((sum, payment) => sum + cents(payment.Amount), 0n);
}

/** What is still owed, in cents (AmountDue): nothing on a voided or deleted invoice. */
export function dueCents(invoice: Invoice): bigint {
  if (invoice.Status === 'VOIDED' || invoice.Status === 'DELETED') return 0n;
  return cents(invoice.Total) - paidCents(invoice);
}
