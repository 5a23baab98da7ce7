import { dateTime } from './format';
import { INK, MUTED, LINE, BRAND } from './palette';

/**
 * One attachment of a docket as its PDF shows it (site evidence, issue 28): a decoded photo with its
 * 320 px thumbnail's bytes, or a file (a PDF, a photo this server could not decode) by name alone.
 * The bytes cross into the PDF thread as a Uint8Array (a Buffer arrives as one).
 */
export type PdfAttachment = {
  fileName: string;
  caption: string | null;
  /** ISO time; only when the company keeps where and when photos were taken. */
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The thumbnail (JPEG); null for a file shown by name. */
  image: Uint8Array | null;
};

const LEFT = 40;
const COLUMNS = 3;
const GAP = 14;
/** A cell's picture box: 4:3, the shape of most phone photos; the thumbnail is fitted inside. */
const BOX_RATIO = 3 / 4;
const CAPTION_SIZE = 9;
const PLACE_SIZE = 7.5;
/** Where a page's content must end: above the footer line. */
const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - 64;

/** 'Taken 12 Nov 2026, 10:32 am · -33.86570, 151.21440': the line under a photo that kept its place. */
export function placeLine(a: PdfAttachment, timeZone: string): string | null {
  const parts = [
    a.takenAt ? `Taken ${dateTime(a.takenAt, timeZone)}` : null,
    a.latitude != null && a.longitude != null ? `${a.latitude.toFixed(5)}, ${a.longitude.toFixed(5)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

const bytesOf = (image: Uint8Array) => Buffer.from(image.buffer, image.byteOffset, image.byteLength);

/**
 * The docket's photos and files after the docket, from a page of their own: the thumbnails in a
 * grid of three, each caption (and where and when, when kept) under its photo, then the files by
 * name and caption. Draws nothing when the docket has no attachments.
 */
export function drawAttachmentPages(
  doc: PDFKit.PDFDocument,
  {
    docketId,
    attachments,
    timeZone,
  }: { docketId: number; attachments: readonly PdfAttachment[]; timeZone: string },
  footer: () => void,
): void {
  if (!attachments.length) return;
  const width = doc.page.width - 2 * LEFT;
  const cell = (width - GAP * (COLUMNS - 1)) / COLUMNS;
  const box = cell * BOX_RATIO;
  const photos = attachments.filter((a) => a.image);
  const files = attachments.filter((a) => !a.image);
  let y = 0;
  const newPage = (title: string) => {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).fillColor(BRAND).text(title, LEFT, 40, { width });
    y = doc.y + 10;
    footer();
  };
  newPage(`Photos and files · Daily Docket #${docketId}`);

  const textHeight = (text: string, size: number, lines: number) =>
    Math.min(doc.font('Helvetica').fontSize(size).heightOfString(text, { width: cell }), size * 1.2 * lines);

  for (let i = 0; i < photos.length; i += COLUMNS) {
    const row = photos.slice(i, i + COLUMNS);
    const under = row.map((a) => {
      const place = placeLine(a, timeZone);
      return (
        (a.caption ? textHeight(a.caption, CAPTION_SIZE, 3) + 2 : 0) +
        (place ? textHeight(place, PLACE_SIZE, 2) + 2 : 0)
      );
    });
    const height = box + 6 + Math.max(0, ...under);
    if (y + height > bottomOf(doc)) newPage(`Photos and files · Daily Docket #${docketId} (continued)`);
    row.forEach((a, j) => drawPhoto(doc, a, { x: LEFT + j * (cell + GAP), y, cell, box, timeZone }));
    y += height + GAP;
  }

  if (!files.length) return;
  if (y + 40 > bottomOf(doc)) newPage(`Photos and files · Daily Docket #${docketId} (continued)`);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text('Files', LEFT, y, { width });
  y = doc.y + 4;
  for (const file of files) {
    const text = file.caption ? `${file.fileName} — ${file.caption}` : file.fileName;
    if (y + 14 > bottomOf(doc)) newPage(`Photos and files · Daily Docket #${docketId} (continued)`);
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(text, LEFT, y, { width });
    y = doc.y + 3;
  }
}

/** One photo: its thumbnail fitted in the box, outlined, and its caption and place under it. */
function drawPhoto(
  doc: PDFKit.PDFDocument,
  a: PdfAttachment,
  { x, y, cell, box, timeZone }: { x: number; y: number; cell: number; box: number; timeZone: string },
) {
  doc.rect(x, y, cell, box).strokeColor(LINE).lineWidth(0.5).stroke();
  doc.image(bytesOf(a.image!), x + 2, y + 2, {
    fit: [cell - 4, box - 4],
    align: 'center',
    valign: 'center',
  });
  let at = y + box + 4;
  if (a.caption) {
    doc
      .font('Helvetica')
      .fontSize(CAPTION_SIZE)
      .fillColor(INK)
      .text(a.caption, x, at, { width: cell, height: CAPTION_SIZE * 1.2 * 3, ellipsis: true });
    at = doc.y + 2;
  }
  const place = placeLine(a, timeZone);
  if (place)
    doc
      .font('Helvetica')
      .fontSize(PLACE_SIZE)
      .fillColor(MUTED)
      .text(place, x, at, { width: cell, height: PLACE_SIZE * 1.2 * 2, ellipsis: true });
}
