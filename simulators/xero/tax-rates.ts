/**
 * The tax rates a new Australian Xero organisation starts with (GET /TaxRates). Rates are written
 * to four places as Xero writes them; `rate` in basis points of a percent (10.0000 % = 100000).
 */
export interface TaxRate {
  Name: string;
  TaxType: string;
  ReportTaxType: string;
  CanApplyToAssets: boolean;
  CanApplyToEquity: boolean;
  CanApplyToExpenses: boolean;
  CanApplyToLiabilities: boolean;
  CanApplyToRevenue: boolean;
  DisplayTaxRate: number;
  EffectiveRate: number;
  Status: 'ACTIVE' | 'DELETED' | 'ARCHIVED' | 'PENDING';
  TaxComponents: { Name: string; Rate: number; IsCompound: boolean; IsNonRecoverable: boolean }[];
}

interface Row {
  name: string;
  taxType: string;
  report: string;
  rate: number;
  applies: 'revenue' | 'expenses' | 'both' | 'liabilities';
}

const ROWS: Row[] = [
  { name: 'GST on Income', taxType: 'OUTPUT', report: 'OUTPUT', rate: 10, applies: 'revenue' },
  { name: 'GST on Expenses', taxType: 'INPUT', report: 'INPUT', rate: 10, applies: 'expenses' },
  { name: 'GST Free Income', taxType: 'EXEMPTOUTPUT', report: 'EXEMPTOUTPUT', rate: 0, applies: 'revenue' },
  {
    name: 'GST Free Expenses',
    taxType: 'EXEMPTEXPENSES',
    report: 'EXEMPTEXPENSES',
    rate: 0,
    applies: 'expenses',
  },
  { name: 'GST Free Exports', taxType: 'EXEMPTEXPORT', report: 'EXEMPTEXPORT', rate: 0, applies: 'revenue' },
  {
    name: 'GST Free Capital',
    taxType: 'EXEMPTCAPITAL',
    report: 'EXEMPTCAPITAL',
    rate: 0,
    applies: 'expenses',
  },
  { name: 'GST on Capital', taxType: 'CAPEXINPUT', report: 'CAPITALEXINPUT', rate: 10, applies: 'expenses' },
  {
    name: 'GST on Imports',
    taxType: 'GSTONIMPORTS',
    report: 'GSTONIMPORTS',
    rate: 0,
    applies: 'liabilities',
  },
  { name: 'Input Taxed', taxType: 'INPUTTAXED', report: 'INPUTTAXED', rate: 0, applies: 'both' },
  { name: 'BAS Excluded', taxType: 'BASEXCLUDED', report: 'BASEXCLUDED', rate: 0, applies: 'both' },
  // NZ and UK organisations call it "No GST"/"No VAT"; an AU one lists NONE as "No GST" too.
  { name: 'No GST', taxType: 'NONE', report: 'NONE', rate: 0, applies: 'both' },
  // Not in a new AU file by default; kept so ZERORATEDOUTPUT (which the product offers) resolves.
  {
    name: 'Zero Rated Income',
    taxType: 'ZERORATEDOUTPUT',
    report: 'ZERORATEDOUTPUT',
    rate: 0,
    applies: 'revenue',
  },
];

export function australianTaxRates(): TaxRate[] {
  return ROWS.map((row) => {
    const revenue = row.applies === 'revenue' || row.applies === 'both';
    const expenses = row.applies === 'expenses' || row.applies === 'both';
    return {
      Name: row.name,
      TaxType: row.taxType,
      ReportTaxType: row.report,
      CanApplyToAssets: expenses,
      CanApplyToEquity: row.applies === 'both',
      CanApplyToExpenses: expenses,
      CanApplyToLiabilities: true,
      CanApplyToRevenue: revenue,
      DisplayTaxRate: row.rate,
      EffectiveRate: row.rate,
      Status: 'ACTIVE',
      TaxComponents: [{ Name: 'GST', Rate: row.rate, IsCompound: false, IsNonRecoverable: false }],
    };
  });
}
