import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  budgetsSample,
  clientsSample,
  labourSample,
  trendSample,
  workByProjectSample,
} from '../../../../tests/support/report-samples';
import { reportCsvOf, reportFileName } from './csv';

const table = (csv: string) => parse(csv) as string[][];

describe('reportCsvOf', () => {
  it('writes Work by project: a header, a row per project with its four states, then the totals', () => {
    const csv = reportCsvOf(workByProjectSample(2));
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = table(csv);
    expect(header).toEqual([
      'Project',
      'Code',
      'Client',
      'Dockets',
      'Hours',
      'Value ex GST',
      'GST',
      'Total incl. GST',
      'Not approved ex GST',
      'Approved ex GST',
      'Invoiced ex GST',
      'Not invoiced ex GST',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      'Bridge works 2',
      'P-101',
      'Harbour Council',
      '3',
      '24.00',
      '1728.00',
      '172.80',
      '1900.80',
      '576.00',
      '1152.00',
      '576.00',
      '576.00',
    ]);
    expect(rows[2]).toEqual([
      'Total',
      '',
      '',
      '6',
      '48.00',
      '3456.00',
      '345.60',
      '3801.60',
      '1152.00',
      '2304.00',
      '1152.00',
      '1152.00',
    ]);
  });

  it('guards a name a spreadsheet would run as a formula, and leaves money plain', () => {
    const csv = reportCsvOf(workByProjectSample(1));
    const [, first] = table(csv);
    expect(first![0]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(csv).not.toMatch(/\$/);
    const [, client] = table(reportCsvOf(clientsSample()));
    expect(client![0]).toBe("'+61 Harbour Council");
  });

  it('writes Labour by worker: a row per worker and week, the worker total, then all workers', () => {
    const [header, ...rows] = table(reportCsvOf(labourSample(2)));
    expect(header).toEqual([
      'Worker',
      'Week starting',
      'Ordinary hours',
      'Overtime hours',
      'Total hours',
      'Non-billable hours',
    ]);
    // July 2026 touches five Monday weeks (29 June to 27 July): 2 × (5 + total) + all workers.
    expect(rows).toHaveLength(13);
    expect(rows[0]).toEqual(['Worker No1', '2026-06-29', '38.00', '2.50', '40.50', '1.00']);
    expect(rows[5]).toEqual(['Worker No1', 'Total', '190.00', '12.50', '202.50', '5.00']);
    expect(rows[12]).toEqual(['All workers', 'Total', '380.00', '25.00', '405.00', '10.00']);
  });

  it('writes Clients with invoiced, not yet invoiced and still owed, and a totals row', () => {
    const [header, ...rows] = table(reportCsvOf(clientsSample()));
    expect(header).toEqual([
      'Client',
      'Invoiced ex GST',
      'Invoiced incl. GST',
      'Not invoiced ex GST',
      'Not invoiced incl. GST',
      'Outstanding',
    ]);
    expect(rows.map((r) => r[0])).toEqual(["'+61 Harbour Council", 'No client', 'Total']);
    expect(rows[0]![5]).toBe('433.60');
    expect(rows[2]).toEqual(['Total', '576.00', '633.60', '576.00', '633.60', '433.60']);
  });

  it("writes Trend per week and project, each week's own row, then the totals", () => {
    const [header, ...rows] = table(reportCsvOf(trendSample()));
    expect(header).toEqual(['Week starting', 'Project', 'Hours', 'Value ex GST', 'GST', 'Total incl. GST']);
    expect(rows.slice(0, 3)).toEqual([
      ['2026-06-29', 'Bridge works 1', '8.00', '576.00', '57.60', '633.60'],
      ['2026-06-29', 'Bridge works 2', '8.00', '576.00', '57.60', '633.60'],
      ['2026-06-29', 'All projects', '16.00', '1152.00', '115.20', '1267.20'],
    ]);
    expect(rows.at(-1)).toEqual(['Total', 'All projects', '80.00', '5760.00', '576.00', '6336.00']);
  });

  it('writes Budgets with used, remaining, percent and the flag; an over-spend stays a plain number', () => {
    const [header, ...rows] = table(reportCsvOf(budgetsSample()));
    expect(header).toEqual([
      'Project',
      'Code',
      'Budget hours',
      'Hours used',
      'Hours left',
      'Hours %',
      'Budget ex GST',
      'Value used ex GST',
      'Value left ex GST',
      'Value %',
      'Flag',
    ]);
    expect(rows).toEqual([
      [
        'Bridge works 1',
        'P-100',
        '100.00',
        '85.00',
        '15.00',
        '85',
        '10000.00',
        '6120.00',
        '3880.00',
        '61',
        'Budget 80% used',
      ],
      ['Bridge works 2', 'P-101', '', '24.00', '', '', '1000.00', '1728.00', '-728.00', '172', 'Over budget'],
    ]);
  });

  it('names the file after the report and its range', () => {
    expect(reportFileName(trendSample(), 'csv')).toBe('trend-2026-07-01-to-2026-07-31.csv');
  });
});
