import { describe, expect, it } from 'vitest';
import type { TaxCode } from '../../../../../shared/xero/accounting-schemas';
import type { PreviewLine } from '../create/invoice-preview';
import { salesTaxCodes, xeroLinesOf, xeroTotals } from './xero-lines';

const code = (id: number, taxType: string, effectiveRate: string): TaxCode => ({
  id,
  name: taxType,
  taxType,
  effectiveRate,
  displayTaxRate: effectiveRate,
  isDefault: taxType === 'OUTPUT',
});
const codes = [
  code(1, 'OUTPUT', '10.0000'),
  code(2, 'EXEMPTOUTPUT', '0.0000'),
  code(3, 'INPUT', '10.0000'),
  code(4, 'BASEXCLUDED', '0.0000'),
  code(5, 'ZERORATEDOUTPUT', '0.0000'),
  code(6, 'NONE', '0.0000'),
];
const line = (over: Partial<PreviewLine>): PreviewLine => ({
  key: '1-1',
  docketId: 1,
  lineItemId: 1,
  position: 0,
  date: '2026-11-23',
  workerName: 'Sam Worker',
  description: 'Labour',
  quantity: '8.5000',
  unit: 'hr',
  unitPrice: '65.00',
  taxRate: '10.00',
  lineAmount: '552.50',
  taxAmount: '55.25',
  ...over,
});

describe('salesTaxCodes', () => {
  it('keeps the codes containing OUTPUT, and NONE', () => {
    expect(salesTaxCodes(codes).map((c) => c.taxType)).toEqual([
      'OUTPUT',
      'EXEMPTOUTPUT',
      'ZERORATEDOUTPUT',
      'NONE',
    ]);
  });
});

describe('xeroLinesOf', () => {
  it('describes the item, worker and date; OUTPUT by default, EXEMPTOUTPUT when GST-free', () => {
    const lines = xeroLinesOf(
      [
        line({}),
        line({ key: '2-5', docketId: 2, taxRate: '0', description: 'Tip fee', lineAmount: '30.00' }),
      ],
      salesTaxCodes(codes),
    );
    expect(lines).toEqual([
      {
        key: '1-1',
        timesheetId: 1,
        description: 'Labour — Sam Worker, 23 Nov 2026',
        quantity: '8.5000',
        unitAmount: '65.00',
        taxType: 'OUTPUT',
        lineAmount: '552.50',
      },
      expect.objectContaining({ timesheetId: 2, taxType: 'EXEMPTOUTPUT' }),
    ]);
  });

  it('falls back to a code of the same rate when the organisation lacks the default', () => {
    const [only] = xeroLinesOf([line({})], [code(9, 'OUTPUT2', '10.0000'), code(2, 'EXEMPTOUTPUT', '0')]);
    expect(only!.taxType).toBe('OUTPUT2');
  });
});

describe('xeroTotals', () => {
  it('sums rounded lines, tax at the chosen code', () => {
    const lines = xeroLinesOf(
      [line({}), line({ key: '1-2', lineAmount: '0.05' }), line({ key: '1-3', lineAmount: '0.05' })],
      codes,
    );
    // 55.25 + 0.01 (0.005 rounds up) + 0.01
    expect(xeroTotals(lines, codes)).toEqual({ subtotal: '552.60', gst: '55.27', total: '607.87' });
    const exempt = lines.map((l) => ({ ...l, taxType: 'EXEMPTOUTPUT' }));
    expect(xeroTotals(exempt, codes)).toEqual({ subtotal: '552.60', gst: '0.00', total: '552.60' });
  });
});
