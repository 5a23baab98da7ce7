import { describe, expect, it } from 'vitest';
import { invoicePreview, shortQuantity } from './invoice-preview';

const item = (over: Record<string, unknown>) => ({
  id: 1,
  timesheetId: 1,
  projectRateItemId: null,
  entryType: 'qty' as const,
  quantity: '1',
  startTime: null,
  endTime: null,
  breakMinutes: 0,
  notes: null,
  name: 'Labour',
  description: null,
  unit: 'each',
  hours: '0',
  rate: '0',
  taxRate: '0',
  ...over,
});

const docket = (id: number, date: string, lineItems: ReturnType<typeof item>[]) => ({
  id,
  date,
  worker: { firstName: 'Sam', lastName: 'Lee', username: 'sam' },
  lineItems,
});

describe('invoicePreview', () => {
  it('gives one line per work item in date order, each rounded to cents, totals summing the rounded lines', () => {
    const preview = invoicePreview([
      docket(2, '2026-11-20', [item({ id: 5, quantity: '3', rate: '0.35', taxRate: '10', name: 'Bolts' })]),
      docket(1, '2026-11-19', [
        item({
          id: 3,
          entryType: 'time',
          startTime: '07:00',
          endTime: '15:30',
          breakMinutes: 30,
          unit: 'hours',
          rate: '85.55',
          taxRate: '10',
        }),
        item({ id: 4, quantity: '2.5', rate: '12.01', taxRate: '0', name: 'Skip bin', unit: 'day' }),
      ]),
    ]);
    expect(
      preview.lines.map((l) => [l.docketId, l.description, l.quantity, l.lineAmount, l.taxAmount]),
    ).toEqual([
      [1, 'Labour', '8.0000', '684.40', '68.44'],
      [1, 'Skip bin', '2.5000', '30.03', '0.00'],
      [2, 'Bolts', '3.0000', '1.05', '0.11'],
    ]);
    expect(preview.lines[0]!.workerName).toBe('Sam Lee');
    expect([preview.subtotal, preview.gst, preview.total]).toEqual(['715.48', '68.55', '784.03']);
  });

  it('has no lines and zero totals without work items', () => {
    expect(invoicePreview([docket(1, '2026-11-19', [])])).toEqual({
      lines: [],
      subtotal: '0.00',
      gst: '0.00',
      total: '0.00',
    });
  });
});

describe('shortQuantity', () => {
  it('drops trailing zeros', () => {
    expect([shortQuantity('8.5000'), shortQuantity('3.0000'), shortQuantity('0.3333')]).toEqual([
      '8.5',
      '3',
      '0.3333',
    ]);
  });
});
