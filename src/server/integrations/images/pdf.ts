import { PDFDocument } from 'pdf-lib';

/** Over this a PDF is not parsed (the upload limit is 15 MB a file). */
export const MAX_PDF_BYTES = 16 * 1024 * 1024;
/** A parse still running after this is taken as a failure (pdf-lib yields to the event loop as it parses). */
export const PDF_PARSE_TIMEOUT_MS = 10_000;
/** `%%EOF` must be within this many bytes of the end (trailing whitespace or a few bytes of junk). */
const EOF_WINDOW = 1024;

const hasEnvelope = (bytes: Buffer) =>
  bytes.toString('latin1', 0, 5) === '%PDF-' &&
  bytes.toString('latin1', Math.max(0, bytes.length - EOF_WINDOW)).includes('%%EOF');

async function parses(bytes: Buffer): Promise<boolean> {
  try {
    const doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** Whether the bytes are a PDF: `%PDF-` first, `%%EOF` at the end, and a document with pages that parses. */
export async function checkPdf(bytes: Buffer): Promise<boolean> {
  if (bytes.length > MAX_PDF_BYTES || !hasEnvelope(bytes)) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PDF_PARSE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([parses(bytes), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
