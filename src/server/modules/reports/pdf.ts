import PDFDocument from 'pdfkit';
import { formatCalendarDate, isIsoDate } from '../../../shared/dates';
import { formatMoney } from '../../../shared/dockets/docket-math';
import { REPORT_TITLES } from '../../../shared/reports/reports';
import type { ReportReply } from '../../../shared/reports/schemas';
import { reportTotals, type ReportTotal } from '../../../shared/reports/totals';
import type { ReportPdfInput } from '../../integrations/pdf/pool';
import { type CellKind, type ReportTable, reportTableOf, type TableColumn } from './report-table';
import { INK, MUTED, LINE } from '../../integrations/pdf/palette';

const BAND = '#f1f5f9';
const ACCENT = '#fbbf24';
const MARGIN = 40;
/** Room kept at the foot of each page for its footer. */
const FOOT = 56;
const PAD = 3;

/** '442000.00' → '442,000.00': hours and counts grouped for reading (money through formatMoney). */
const grouped = (c: string) =>
  c.replace(
    /^(-?)(\d+)/,
    (_, sign: string, whole: string) => sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  );

const SHOWN: Record<CellKind, (cell: string) => string> = {
  text: (c) => c,
  date: (c) => (isIsoDate(c) ? formatCalendarDate(c, 'short') : c),
  count: grouped,
  hours: grouped,
  money: (c) => (c ? formatMoney(c) : ''),
  percent: (c) => (c ? `${c}%` : ''),
};
/** A headline figure as the PDF prints it. */
const totalShown = (t: ReportTotal) => (t.kind === 'text' ? t.value : SHOWN[t.kind](t.value));
const alignOf = (kind: CellKind) => (kind === 'text' || kind === 'date' ? 'left' : 'right');

/**
 * The table the PDF draws: the CSV's, without a column no row has a figure in (Clients' Outstanding
 * until invoices carry payments; Budgets' hours when no project has an hours budget).
 */
function shownTable({ columns, rows }: ReportTable): ReportTable {
  const kept = columns.map((_, i) => i === 0 || rows.some((r) => r.cells[i] !== ''));
  return {
    columns: columns.filter((_, i) => kept[i]),
    rows: rows.map((r) => ({ ...r, cells: r.cells.filter((_, i) => kept[i]) })),
  };
}

/** '1 July 2026 – 30 June 2027'. */
const rangeText = ({ from, to }: { from: string; to: string }) =>
  `${formatCalendarDate(from, 'long')} – ${formatCalendarDate(to, 'long')}`;

/**
 * The font size at which every figure fits its column on one line (figures never wrap): 9 pt when
 * they fit, smaller for a table of many wide money columns, never under 6 pt.
 */
function fittingSize(doc: PDFKit.PDFDocument, columns: (TableColumn & { w: number })[], rows: string[][]) {
  let size = 9;
  columns.forEach((column, i) => {
    if (column.kind === 'text') return;
    const widest = Math.max(
      doc
        .font('Helvetica-Bold')
        .fontSize(1)
        .widthOfString(column.name.split(' ').sort((a, b) => b.length - a.length)[0]!),
      ...rows.map((r) => doc.font('Helvetica-Bold').fontSize(1).widthOfString(r[i]!)),
    );
    if (widest > 0) size = Math.min(size, (column.w - 2 * PAD) / widest);
  });
  return Math.max(6, Math.floor(size * 4) / 4);
}

/**
 * A report as a printable A4 PDF: the report's title, the company and the range; its totals; then
 * its table (the CSV's rows), money as the invoices show it, its header repeated on every page a long
 * table runs onto. Wide tables (Work by project, Clients, Budgets) are drawn on landscape pages.
 * Runs in a PDF thread (pdf-worker.ts 'report'); tests call it directly.
 */
export function reportPdfOf(report: ReportReply, companyName: string): Promise<Buffer> {
  const table = shownTable(reportTableOf(report));
  const units = table.columns.reduce((sum, c) => sum + c.width, 0);
  const layout = table.columns.length > 7 ? 'landscape' : 'portrait';
  const title = REPORT_TITLES[report.report];
  const range = rangeText(report);
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${title} · ${range}`, Author: companyName, Creator: 'SiteDockets' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - FOOT;
  const columns = table.columns.map((c) => ({ ...c, w: (width * c.width) / units }));
  const rows = table.rows.map((row) => ({
    style: row.style ?? ('row' as const),
    cells: row.cells.map((cell, i) => SHOWN[columns[i]!.kind](cell)),
  }));
  const size = fittingSize(
    doc,
    columns,
    rows.map((r) => r.cells),
  );

  // Title band: the report and the company, then the range.
  doc.rect(0, 0, doc.page.width, 78).fill(INK);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#ffffff')
    .text(title, left, 22, { width: width * 0.6, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(ACCENT)
    .text(range, left, 48, { width: width * 0.6, lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor('#ffffff')
    .text(companyName, left + width * 0.6, 30, { width: width * 0.4, align: 'right' });

  // Totals: a row of labelled figures.
  let y = 96;
  const totals = reportTotals(report);
  const box = width / totals.length;
  totals.forEach((t, i) => {
    const x = left + i * box;
    doc.rect(x + 2, y, box - 4, 44).fill(BAND);
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(t.label.toUpperCase(), x + 8, y + 7, { width: box - 16, lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(INK)
      .text(totalShown(t), x + 8, y + 21, { width: box - 16, lineBreak: false });
  });
  y += 60;

  // The table, its header again at the top of each page it runs onto.
  // A row is as tall as its tallest cell: text may wrap, figures fit one line (fittingSize).
  const heightOf = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    let h = doc.currentLineHeight(true);
    cells.forEach((c, i) => {
      if (c && (bold || columns[i]!.kind === 'text'))
        h = Math.max(h, doc.heightOfString(c, { width: columns[i]!.w - 2 * PAD }));
    });
    return h + 2 * PAD + 2;
  };
  const drawRow = (cells: string[], style: 'header' | 'subtotal' | 'total' | 'row') => {
    const bold = style !== 'row';
    const h = heightOf(cells, bold);
    if (style === 'header') doc.rect(left, y, width, h).fill(INK);
    if (style === 'subtotal' || style === 'total') doc.rect(left, y, width, h).fill(BAND);
    if (style === 'total')
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .strokeColor(INK)
        .lineWidth(1)
        .stroke();
    let x = left;
    cells.forEach((c, i) => {
      const column = columns[i]!;
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(size)
        .fillColor(style === 'header' ? '#ffffff' : INK)
        .text(c, x + PAD, y + PAD + 1, {
          width: column.w - 2 * PAD,
          align: alignOf(column.kind),
        });
      x += column.w;
    });
    y += h;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
  };
  const header = columns.map((c) => c.name);
  const newPage = () => {
    doc.addPage();
    y = MARGIN;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${title} · ${companyName} · ${range} (continued)`, left, y, { width, lineBreak: false });
    y += 16;
    drawRow(header, 'header');
  };
  drawRow(header, 'header');
  if (rows.every((r) => r.style === 'total')) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text('Nothing to report in this range.', left, y + 10, { width });
  }
  for (const row of rows) {
    if (y + heightOf(row.cells, row.style !== 'row') > bottom()) newPage();
    drawRow(row.cells, row.style);
  }

  // Footer on every page: where it came from and the page's number.
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${title} · ${companyName} · Generated by SiteDockets`, left, doc.page.height - 34, {
        width: width / 2,
        lineBreak: false,
      })
      .text(`Page ${i + 1} of ${pages.count}`, left + width / 2, doc.page.height - 34, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

/** The PDF thread's entry (pdf-worker.ts `report`, pool.ts renderReport). */
export const renderReportPdf = ({ report, companyName }: ReportPdfInput): Promise<Buffer> =>
  reportPdfOf(report, companyName);
