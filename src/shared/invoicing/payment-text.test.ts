import { describe, expect, it } from 'vitest';
import { paymentStatusText } from './payment-text';

const shown = (
  status: Parameters<typeof paymentStatusText>[0]['status'],
  amountDue = '0.00',
  paidOn: string | null = null,
) => ({
  status,
  amountDue,
  paidOn,
});

describe('paymentStatusText', () => {
  it('says the day a paid invoice was paid, and what is still due on a part paid or overdue one', () => {
    expect(paymentStatusText(shown('paid', '0.00', '2026-12-12'))).toBe('Paid 12 Dec');
    expect(paymentStatusText(shown('part_paid', '120'))).toBe('Part paid, $120.00 due');
    expect(paymentStatusText(shown('overdue', '1234.5'))).toBe('Overdue, $1,234.50 due');
  });

  it('keeps an overdue one short when brief, and names the rest by their labels', () => {
    expect(paymentStatusText(shown('overdue', '500.00'), true)).toBe('Overdue');
    expect(paymentStatusText(shown('part_paid', '120.00'), true)).toBe('Part paid, $120.00 due');
    expect(paymentStatusText(shown('awaiting_payment', '10.00'))).toBe('Awaiting payment');
    expect(paymentStatusText(shown('draft', '10.00'))).toBe('Draft');
    expect(paymentStatusText(shown('voided', '10.00'))).toBe('Voided');
    expect(paymentStatusText(shown('paid'))).toBe('Paid');
  });
});
