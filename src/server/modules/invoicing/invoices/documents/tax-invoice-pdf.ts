import { formatAbn } from '../../../../../shared/company/abn';
import { formatCalendarDate } from '../../../../../shared/dates';
import { formatMoney } from '../../../../../shared/dockets/docket-math';
import { lineTotal } from '../../../../../shared/invoicing/invoice-lines';
import type { PaymentDetails } from '../../../../../shared/company/payment-details';
import type { InvoiceReply } from '../../../../../shared/invoicing/invoices-schemas';
import { dateTime } from '../../../../integrations/pdf/format';
import { drawHowToPay } from './how-to-pay-pdf';
import { projectsText, type InvoiceProject } from './invoice-projects';
import { INK, MUTED, LINE } from '../../../../integrations/pdf/palette';

/** The seller as Company Info has it today, and the buyer's address if the client is still there. */
export type TaxInvoiceInput = {
  invoice: InvoiceReply;
  seller: {
    name: string;
    abn: string | null;
    address: string | null;
    phone: string | null;
    email: string | null;
    timeZone: string;
    payment: PaymentDetails;
  };
  buyerAddress: string | null;
  /** The projects of its dockets, with their job numbers. */
  projects: InvoiceProject[];
};

const SHADE = '#f1f5f9';
const ACCENT = '#fbbf24';
const VOID_RED = '#b91c1c';
const LEFT = 40;
const BOTTOM = 70;

const day = (date: string) => formatCalendarDate(date, 'short');
/** A line's work date in the table, as Australian invoices write it: '2026-09-01' → '01/09/2026'. */
const numericDay = (date: string) => date.split('-').reverse().join('/');
/** '8.0000' → '8.00', '7.8333' as it is: at least two places, never a stored digit dropped. */
const quantity = (q: string) => q.replace(/(\.\d\d\d*?)0+$/, '$1');

/** Columns of the lines table: label, share of the width, alignment. */
const COLUMNS = [
  ['Date', 0.1, 'left'],
  ['Worker', 0.13, 'left'],
  ['Description', 0.2, 'left'],
  ['Qty', 0.07, 'right'],
  ['Unit', 0.06, 'left'],
  ['Unit price\n(ex GST)', 0.11, 'right'],
  ['Amount\n(ex GST)', 0.11, 'right'],
  ['GST', 0.09, 'right'],
  ['Total\n(inc. GST)', 0.13, 'right'],
] as const;

/**
 * Draws the tax invoice from the top of the document's first page, over as many pages as its lines
 * take: what the ATO asks of a tax invoice ('Tax Invoice', the seller's name and ABN, the date, the
 * buyer, each item with its GST, the GST and the total), every amount as stored on the invoice.
 */
export function drawTaxInvoice(doc: PDFKit.PDFDocument, input: TaxInvoiceInput): void {
  const { invoice, seller } = input;
  const width = doc.page.width - 2 * LEFT;
  const isVoid = invoice.status === 'void';

  // Header band: the seller and its ABN on the left, 'Tax Invoice' and the number on the right.
  doc.rect(0, 0, doc.page.width, 104).fill(INK);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(seller.name, LEFT, 24, { width: width - 180 });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(ACCENT)
    .text(seller.abn ? `ABN ${formatAbn(seller.abn)}` : 'ABN: not set', LEFT, doc.y + 2, {
      width: width - 180,
    });
  const contact = [seller.address, seller.phone, seller.email].filter(Boolean).join('  ·  ');
  if (contact)
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor('#cbd5e1')
      .text(contact, LEFT, doc.y + 3, { width: width - 180 });
  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(isVoid ? '#fca5a5' : ACCENT)
    .text(isVoid ? 'Tax Invoice — VOID' : 'Tax Invoice', LEFT + width - 230, 22, {
      width: 230,
      align: 'right',
    });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#ffffff')
    .text(invoice.number, LEFT + width - 180, 54, { width: 180, align: 'right' });

  let y = 124;
  if (isVoid) {
    doc.rect(LEFT, y, width, 28).fill('#fee2e2');
    const when = invoice.voidedAt ? ` on ${dateTime(invoice.voidedAt, seller.timeZone)}` : '';
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(VOID_RED)
      .text(`VOID — this invoice was voided${when} and is not payable.`, LEFT + 10, y + 9, {
        width: width - 20,
      });
    y += 44;
  }

  // Bill to (left) and the invoice's particulars (right).
  const half = width / 2;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text('BILL TO', LEFT, y);
  const buyer = [invoice.clientName, invoice.contactName && `Attn: ${invoice.contactName}`]
    .concat(invoice.contactEmail, input.buyerAddress)
    .filter((line): line is string => !!line);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(buyer[0] ?? '–', LEFT, y + 12, { width: half - 20 });
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .text(buyer.slice(1).join('\n'), LEFT, doc.y + 2, { width: half - 20 });
  const billed = doc.y;
  const particulars: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Issue date', day(invoice.issueDate)],
    ['Due date', day(invoice.dueDate)],
    ['Reference', invoice.reference ?? '–'],
  ];
  let py = y;
  for (const [label, value] of particulars) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, LEFT + half, py, { width: 100 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .fillColor(INK)
      .text(value, LEFT + half + 100, py, { width: half - 100, align: 'right' });
    py = doc.y + 5;
  }
  y = Math.max(billed, py) + 20;
  if (input.projects.length) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(
        `${input.projects.length === 1 ? 'Project' : 'Projects'}: ${projectsText(input.projects)}`,
        LEFT,
        y - 6,
        {
          width,
        },
      );
    y = doc.y + 14;
  }

  // The lines, the header row repeated on each page they run over.
  const labels = COLUMNS.map((c) => c[0]);
  const header = () => {
    const h = rowHeight(doc, labels, width);
    doc.rect(LEFT, y, width, h).fill(SHADE);
    drawRow(doc, labels, y, true);
    y += h;
  };
  header();
  for (const line of invoice.lines) {
    const cells = [
      numericDay(line.date),
      line.workerName,
      line.description,
      quantity(line.quantity),
      line.unit,
      formatMoney(line.unitPrice),
      formatMoney(line.lineAmount),
      formatMoney(line.taxAmount),
      formatMoney(lineTotal(line)),
    ];
    const h = rowHeight(doc, cells, width);
    if (y + h > doc.page.height - BOTTOM) {
      footer(doc, input);
      doc.addPage();
      y = LEFT;
      header();
    }
    drawRow(doc, cells, y, false);
    y += h;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + width, y)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
  }

  // Totals, right-aligned under the Amount column, the total in a band.
  if (y + 150 > doc.page.height - BOTTOM) {
    footer(doc, input);
    doc.addPage();
    y = LEFT;
  }
  y += 12;
  const boxX = LEFT + width - 240; // a band 240 wide; figures end where the Total column's do
  const total = (label: string, value: string) => {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, boxX + 8, y, { width: 130 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(value, boxX + 124, y, { width: 112, align: 'right' });
    y += 18;
  };
  total('Subtotal (ex GST)', formatMoney(invoice.subtotal));
  total('GST', formatMoney(invoice.gst));
  doc.rect(boxX, y - 2, 240, 26).fill(INK);
  doc
    .font('Helvetica-Bold')
    .fontSize(11.5)
    .fillColor('#ffffff')
    .text('Total (inc. GST)', boxX + 8, y + 5, { width: 130 });
  doc.text(formatMoney(invoice.total), boxX + 124, y + 5, { width: 112, align: 'right' });
  y += 40;

  // How to pay, and the proof that follows.
  if (!isVoid)
    y = drawHowToPay(doc, input, y, () => {
      footer(doc, input);
      doc.addPage();
      return LEFT;
    });
  const notes = [
    isVoid ? 'This invoice is void: nothing is owed on it.' : '',
    invoice.timesheetIds.length
      ? `The ${invoice.timesheetIds.length === 1 ? 'approved daily docket' : `${invoice.timesheetIds.length} approved daily dockets`} this invoice covers follow as proof of the work.`
      : '',
    'Each line shows its amount ex GST, its GST and its total; a line with $0.00 GST is GST-free.',
  ].filter(Boolean);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(notes.join('\n'), LEFT, y, { width, lineGap: 2 });
  if (isVoid) voidMark(doc);
  footer(doc, input);
}

function rowHeight(doc: PDFKit.PDFDocument, cells: string[], width: number) {
  doc.font('Helvetica').fontSize(8.5);
  const tallest = Math.max(
    ...cells.map((c, i) => doc.heightOfString(c, { width: width * COLUMNS[i]![1] - 8 })),
  );
  return tallest + 12;
}

function drawRow(doc: PDFKit.PDFDocument, cells: readonly string[], y: number, bold: boolean) {
  const width = doc.page.width - 2 * LEFT;
  let x = LEFT;
  cells.forEach((c, i) => {
    const [, share, align] = COLUMNS[i]!;
    const w = width * share;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(INK)
      .text(c, x + 4, y + 6, { width: w - 8, align });
    x += w;
  });
}

/** A large, faint 'VOID' across the page, so a printed copy cannot be mistaken for a live one. */
function voidMark(doc: PDFKit.PDFDocument) {
  doc.save();
  doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc
    .font('Helvetica-Bold')
    .fontSize(150)
    .fillColor(VOID_RED)
    .fillOpacity(0.12)
    .text('VOID', 0, doc.page.height / 2 - 75, { width: doc.page.width, align: 'center', lineBreak: false });
  doc.restore();
}

function footer(doc: PDFKit.PDFDocument, input: TaxInvoiceInput) {
  const width = doc.page.width - 2 * LEFT;
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .fillOpacity(1)
    .text(
      `${input.seller.name} · Tax invoice ${input.invoice.number} · Generated by SiteDockets ${dateTime(new Date(), input.seller.timeZone)}`,
      LEFT,
      doc.page.height - 50,
      { width, align: 'center', lineBreak: false },
    );
}
