import { formatCalendarDate } from '../../../../../shared/dates';
import { howToPayLines, type PaymentDetails } from '../../../../../shared/company/payment-details';
import type { InvoiceReply } from '../../../../../shared/invoicing/invoices-schemas';
import { INK, MUTED } from '../../../../integrations/pdf/palette';

/** What the box needs of the tax invoice being drawn. */
type HowToPayInput = {
  invoice: Pick<InvoiceReply, 'number' | 'dueDate'>;
  seller: { payment: PaymentDetails };
};

const FRAME = '#fbbf24';
const TINT = '#fffbeb';
const LEFT = 40;
const PAD = 10;

/** The block's lines: when it is due, then the company's payment details with the invoice number as reference. */
function linesOf({ invoice, seller }: HowToPayInput) {
  const due = `Payment is due by ${formatCalendarDate(invoice.dueDate, 'short')}.`;
  const details = howToPayLines(seller.payment, invoice.number);
  return details.length ? [due, ...details] : [due, `Please quote ${invoice.number} with your payment.`];
}

function blockHeight(doc: PDFKit.PDFDocument, lines: string[], width: number) {
  doc.font('Helvetica').fontSize(9.5);
  return 22 + doc.heightOfString(lines.join('\n'), { width: width - 2 * PAD, lineGap: 2 }) + 2 * PAD;
}

/**
 * The tax invoice's 'How to pay' box at `y` (on the next page when it does not fit; `newPage` starts
 * one and says where to draw): the due date, the account, BSB and account number, the invoice number
 * as the payment reference and the company's payment note. Returns where the text below may start.
 */
export function drawHowToPay(
  doc: PDFKit.PDFDocument,
  input: HowToPayInput,
  y: number,
  newPage: () => number,
): number {
  const width = doc.page.width - 2 * LEFT;
  const lines = linesOf(input);
  const height = blockHeight(doc, lines, width);
  const top = y + height > doc.page.height - 70 ? newPage() : y;
  doc.rect(LEFT, top, width, height).fillAndStroke(TINT, FRAME);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text('How to pay', LEFT + PAD, top + PAD, { width: width - 2 * PAD });
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(lines.join('\n'), LEFT + PAD, top + PAD + 18, { width: width - 2 * PAD, lineGap: 2 });
  return top + height + 14;
}
