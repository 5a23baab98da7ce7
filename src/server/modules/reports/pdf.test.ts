import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdf';
import {
  budgetsSample,
  clientsSample,
  labourSample,
  trendSample,
  workByProjectSample,
} from '../../../../tests/support/report-samples';
import { createPdfRenderer } from '../../integrations/pdf/pool';
import { reportPdfOf } from './pdf';

const COMPANY = 'Ridgeline Civil Pty Ltd';
/** Each page's text, in order (pdftotext ends a page with a form feed). */
const pages = (text: string) => text.split('\f').filter((page) => page.trim() !== '');

describe('reportPdfOf', () => {
  it("shows the report's title, the company, the range and its totals in dollars", async () => {
    const text = pdfText(await reportPdfOf(workByProjectSample(3), COMPANY));
    expect(text).toContain('Work by project');
    expect(text).toContain(COMPANY);
    expect(text).toContain('1 July 2026 – 31 July 2026');
    // The totals above the table and in its totals row: hours, ex GST, GST, inc GST, the states.
    for (const figure of ['72.00', '$5,184.00', '$518.40', '$5,702.40', '$1,728.00', '$3,456.00'])
      expect(text).toContain(figure);
    expect(text).toMatch(/Total\s+9\s+72\.00\s+\$5,184\.00/);
    expect(pages(text)).toHaveLength(1);
    expect(text).toContain('Page 1 of 1');
  });

  it('repeats the table header on every page a long table runs onto, and numbers the pages', async () => {
    const text = pdfText(await reportPdfOf(labourSample(12), COMPANY));
    const all = pages(text);
    expect(all.length).toBeGreaterThanOrEqual(2);
    all.forEach((page, i) => {
      expect(page).toMatch(/Worker\s+Week starting\s+Ordinary hours/);
      expect(page).toContain(`Page ${i + 1} of ${all.length}`);
    });
    expect(all[1]).toContain(
      'Labour by worker · Ridgeline Civil Pty Ltd · 1 July 2026 – 31 July 2026 (continued)',
    );
    // Every row is drawn once, none lost at a page break: 12 workers × 5 weeks, 12 totals, all workers.
    expect(text.match(/Worker No\d+\s+\d+ (June|July) 2026/g)).toHaveLength(60);
    expect(text.match(/Worker No\d+\s+Total/g)).toHaveLength(12);
    expect(text).toMatch(/All workers\s+Total\s+380\.00\s+25\.00\s+405\.00\s+10\.00/);
  });

  it('draws every report, leaving out a column no row has a figure in', async () => {
    const clients = pdfText(await reportPdfOf(clientsSample(), COMPANY));
    expect(clients).toMatch(
      /\+61 Harbour Council\s+\$576\.00\s+\$633\.60\s+\$576\.00\s+\$633\.60\s+\$433\.60/,
    );
    const owingNothing = {
      ...clientsSample(),
      rows: clientsSample().rows.map((r) => ({ ...r, outstanding: null })),
    };
    const withTotal = { ...owingNothing, totals: { ...owingNothing.totals, outstanding: '' } };
    expect(pdfText(await reportPdfOf(withTotal, COMPANY))).not.toContain('Outstanding');
    const trend = pdfText(await reportPdfOf(trendSample(), COMPANY));
    expect(trend).toMatch(/29 June 2026\s+All projects\s+16\.00\s+\$1,152\.00/);
    const budgets = pdfText(await reportPdfOf(budgetsSample(), COMPANY));
    expect(budgets).toMatch(
      /Bridge works 2\s+P-101\s+24\.00\s+\$1,000\.00\s+\$1,728\.00\s+-\$728\.00\s+172%\s+Over budget/,
    );
  });

  it('says so when there is nothing to report', async () => {
    const empty = { ...budgetsSample(), rows: [] };
    expect(pdfText(await reportPdfOf(empty, COMPANY))).toContain('Nothing to report in this range.');
  });
});

describe('the PDF pool', () => {
  const renderer = createPdfRenderer(1);
  afterAll(() => renderer.close());

  it('renders a report in a worker thread', async () => {
    const pdf = await renderer.renderReport({ report: trendSample(), companyName: COMPANY });
    expect(pdfText(pdf)).toContain('Trend');
    expect(renderer.completed).toBe(1);
  });
});
