import { describe, expect, it } from 'vitest';
import { invoicedLine } from './invoiced-line';

const payment = (
  status: 'paid' | 'part_paid' | 'overdue',
  amountDue: string,
  paidOn: string | null = null,
) => ({
  status,
  amountPaid: '0.00',
  amountDue,
  paidOn,
  checkedAt: null,
});

describe('invoicedLine', () => {
  it('names the invoice and how it stands: paid on a day, part paid with what is due, or overdue', () => {
    const on = (invoicePayment: ReturnType<typeof payment>) =>
      invoicedLine({ invoiced: true, invoiceNumber: 'INV-0042', invoicePayment });
    expect(on(payment('paid', '0.00', '2026-12-12'))).toBe('Invoiced INV-0042 · Paid 12 Dec');
    expect(on(payment('part_paid', '120.00'))).toBe('Invoiced INV-0042 · Part paid, $120.00 due');
    expect(on(payment('overdue', '500.00'))).toBe('Invoiced INV-0042 · Overdue');
  });

  it('says only the number without a payment (a worker), and nothing for a docket not invoiced', () => {
    expect(invoicedLine({ invoiced: true, invoiceNumber: 'SD-0004' })).toBe('Invoiced SD-0004');
    expect(invoicedLine({ invoiced: true, invoiceNumber: null, invoicePayment: null })).toBe('Invoiced');
    expect(invoicedLine({ invoiced: false, invoiceNumber: null })).toBeNull();
  });
});
