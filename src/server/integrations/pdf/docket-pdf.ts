import PDFDocument from 'pdfkit';
import { approvalProvenance } from '../../../shared/dockets/approval-provenance';
import { docketFigures, formatMoney, lineItemFigures } from '../../../shared/dockets/docket-math';
import { eventWording, voidedInvoiceIds } from '../../../shared/dockets/event-text';
import type { DocketReply } from '../../../shared/dockets/schemas';
import { fullName } from '../../../shared/people';
import { breakText, dateTime, longDate } from './format';
import { signatureForPdf } from './flatten-signature';
import { drawAttachmentPages, type PdfAttachment } from './docket-photos';
import { INK, MUTED, LINE, BRAND } from './palette';

export type DocketPdfInput = {
  docket: DocketReply;
  company: { name: string; timeZone: string; phone: string | null; email: string | null };
  events: {
    eventType: string;
    createdAt: Date;
    details: Record<string, unknown>;
    description?: string | null;
  }[];
  showMoney: boolean;
  verifyUrl: string | null;
  contentHash: string | null;
  /** Its photos and files in id order (a page of them follows the docket); none when absent. */
  attachments?: PdfAttachment[];
};

const STATUS_LABEL: Record<string, string> = {
  draft: 'Draft',
  pending_approval: 'Pending',
  approved: 'Approved',
  reverted: 'Reverted',
  void: 'Void',
};

type DocketItem = DocketPdfInput['docket']['lineItems'][number];

/** A work item with the rate and GST rate a money reply carries, for the shared docket math. */
const withMoney = (item: DocketItem) => ({ ...item, rate: item.rate ?? '0', taxRate: item.taxRate ?? '0' });

/** Rate, amount ex GST, GST and total of one work item, each from the shared docket math. */
function moneyCells(item: DocketItem): string[] {
  if (!item.rate) return ['', '', '', ''];
  const figures = lineItemFigures(withMoney(item));
  return [
    `${formatMoney(item.rate)}/${item.unit}`,
    formatMoney(figures.net),
    formatMoney(figures.tax),
    formatMoney(figures.value),
  ];
}

/** Renders one docket as an A4 PDF a client would accept as proof of the work. */
export const renderDocketPdf = (input: DocketPdfInput): Promise<Buffer> =>
  renderDocketsPdf({ inputs: [input], title: `Daily Docket #${input.docket.id}` });

/**
 * Several dockets as one A4 PDF titled `title`, each from a page of its own: the proof a Xero
 * invoice carries when its dockets are more than the files Xero lets it hold.
 */
export function renderDocketsPdf({ inputs, title }: { inputs: DocketPdfInput[]; title: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: title, Author: inputs[0]?.company.name ?? '', Creator: 'SiteDockets' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  inputs.forEach((input, i) => {
    if (i > 0) doc.addPage();
    drawDocket(doc, input);
  });
  doc.end();
  return done;
}

/**
 * Draws one docket from the top of the document's current (A4, margin 40) page: the docket PDF, and
 * an invoice's proof pages (modules/invoicing/invoices/documents), which add a page and draw each docket.
 */
export function drawDocket(doc: PDFKit.PDFDocument, input: DocketPdfInput): void {
  const { docket, company, showMoney } = input;
  const left = 40;
  const width = doc.page.width - 80;

  // Header: company, title, status.
  doc.rect(0, 0, doc.page.width, 86).fill(INK);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(company.name, left, 24, { width: width - 140 });
  const contact = [company.phone, company.email].filter(Boolean).join('  ·  ');
  if (contact)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#cbd5e1')
      .text(contact, left, 50, { width: width - 140 });
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#fbbf24')
    .text('Daily Docket', left + width - 140, 24, { width: 140, align: 'right' });
  const status = docket.invoiced ? 'Invoiced' : (STATUS_LABEL[docket.status] ?? docket.status);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#ffffff')
    .text(`#${docket.id} · ${status}`, left + width - 140, 46, { width: 140, align: 'right' });

  // Details.
  let y = 104;
  const detail = (label: string, value: string, x: number, w: number) => {
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(label.toUpperCase(), x, y, { width: w });
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(value || '–', x, y + 11, { width: w });
  };
  const half = width / 2;
  detail('Date', longDate(docket.date), left, half);
  detail('Worker', fullName(docket.worker), left + half, half);
  y += 36;
  detail('Project', docket.projectName ?? 'Non-billable activity', left, half);
  detail('Job number', docket.jobNumber ?? '', left + half, half);
  y += 44;

  // Work items: with money, each line's amount ex GST, its GST and its total, as the tax invoice shows them.
  const cols = showMoney
    ? [
        ['Item', 0.2],
        ['Qty / time', 0.14],
        ['Break', 0.08],
        ['Hours', 0.08],
        ['Rate\n(ex GST)', 0.13],
        ['Amount\n(ex GST)', 0.13],
        ['GST', 0.1],
        ['Total\n(inc. GST)', 0.14],
      ]
    : [
        ['Item', 0.44],
        ['Qty / time', 0.24],
        ['Break', 0.14],
        ['Hours', 0.18],
      ];
  const size = showMoney ? 9 : 10;
  /** One row of the table; the header (bold) on a shaded band. */
  const row = (cells: string[], bold = false) => {
    let x = left;
    const h = Math.max(
      ...cells.map((c, i) =>
        doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(size)
          .heightOfString(c, { width: width * (cols[i]![1] as number) - 8 }),
      ),
    );
    if (bold) doc.rect(left, y, width, h + 10).fill('#f1f5f9');
    cells.forEach((c, i) => {
      const w = width * (cols[i]![1] as number);
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(size)
        .fillColor(INK)
        .text(c, x + 4, y + 5, { width: w - 8, align: i === 0 ? 'left' : 'right' });
      x += w;
    });
    y += h + 10;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
  };
  row(
    cols.map((c) => c[0] as string),
    true,
  );
  if (docket.entryType === 'non-billable') {
    row([
      docket.description ?? 'Non-billable activity',
      `${docket.startTime}–${docket.endTime}`,
      breakText(docket.breakMinutes),
      docket.totalHours,
      ...(showMoney ? ['', '', '', ''] : []),
    ]);
  }
  for (const item of docket.lineItems) {
    const amount =
      item.entryType === 'time' ? `${item.startTime}–${item.endTime}` : `${item.quantity} ${item.unit}`;
    const money = showMoney ? moneyCells(item) : [];
    row([
      item.notes ? `${item.name}\n${item.notes}` : item.name,
      amount,
      item.entryType === 'time' ? breakText(item.breakMinutes) : '–',
      item.entryType === 'time' ? item.hours : '–',
      ...money,
    ]);
  }
  y += 6;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(`Total hours worked: ${docket.totalHours}`, left, y, { width, align: 'right' });
  y += 18;
  if (showMoney && docket.totalValue) {
    const totals = docketFigures({ ...docket, lineItems: docket.lineItems.map(withMoney) });
    const lines = [
      `Subtotal (ex GST): ${formatMoney(totals.net)}`,
      `GST: ${formatMoney(totals.tax)}`,
      `Total (inc. GST): ${formatMoney(totals.value)}`,
    ];
    doc.font('Helvetica').fontSize(10).text(lines.slice(0, 2).join('\n'), left, y, { width, align: 'right' });
    y = doc.y + 2;
    doc.font('Helvetica-Bold').fontSize(12).text(lines[2]!, left, y, { width, align: 'right' });
    y += 18;
  }
  if (docket.notes) {
    y += 6;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text('NOTES', left, y);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(docket.notes, left, y + 11, { width });
    y = doc.y + 8;
  }

  // Approval.
  y += 10;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text('Approval', left, y);
  y += 18;
  if (docket.status === 'approved' && docket.signature) {
    doc.rect(left, y, 260, 90).strokeColor(LINE).lineWidth(1).stroke();
    doc.image(signatureForPdf(docket.signature), left + 5, y + 5, {
      fit: [250, 80],
      align: 'center',
      valign: 'center',
    });
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    doc.text(approvalProvenance(docket) ?? 'Approved', left + 276, y + 10, { width: width - 276 });
    if (docket.signedAt)
      doc.text(dateTime(docket.signedAt, company.timeZone), left + 276, doc.y + 2, { width: width - 276 });
    y += 100;
  } else if (docket.status === 'approved') {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(
        docket.approvedByName
          ? `${approvalProvenance(docket)}${docket.signedAt ? `, ${dateTime(docket.signedAt, company.timeZone)}` : ''}`
          : 'Completed (no approval required on this project)',
        left,
        y,
      );
    y += 18;
  } else {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Not approved yet.', left, y);
    y += 18;
  }
  if (input.contentHash && input.verifyUrl) {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Fingerprint (SHA-256): ${input.contentHash}`, left, y, { width });
    doc.text(`Check this docket is unchanged at ${input.verifyUrl}`, left, doc.y + 1, {
      width,
      link: input.verifyUrl,
      underline: false,
    });
    y = doc.y + 8;
  }

  // Timeline.
  if (input.events.length) {
    if (y > doc.page.height - 140) {
      doc.addPage();
      y = 40;
    }
    y += 8;
    doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text('Action timeline', left, y);
    y += 16;
    const voided = voidedInvoiceIds(input.events);
    for (const e of input.events) {
      const { title, detail } = eventWording(e, voided); // the preview's words (shared/event-text.ts)
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(INK)
        .text(
          `${dateTime(e.createdAt, company.timeZone)}   ${title}${detail ? ` — ${detail}` : ''}`,
          left,
          y,
          { width },
        );
      y = doc.y + 3;
    }
  }

  const footer = () =>
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `Generated by SiteDockets · ${dateTime(new Date(), company.timeZone)}`,
        left,
        doc.page.height - 50,
        { width, align: 'center', lineBreak: false },
      );
  footer();
  drawAttachmentPages(
    doc,
    { docketId: docket.id, attachments: input.attachments ?? [], timeZone: company.timeZone },
    footer,
  );
}
