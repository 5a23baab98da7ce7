import type { MessagePort } from 'node:worker_threads';
import PDFDocument from 'pdfkit';
import { drawDocket, type DocketPdfInput } from '../../../../integrations/pdf/docket-pdf';
import { drawTaxInvoice, type TaxInvoiceInput } from './tax-invoice-pdf';

/**
 * What passes over the port while an invoice renders in a PDF thread (pool.ts runWithPort):
 * the thread asks for the next batch of dockets, the server answers with one or with the end, and the
 * thread sends the document's bytes as they are written, then that it is done.
 */
export type ToThread = { dockets: DocketPdfInput[] } | { end: true };
export type FromThread = { chunk: Uint8Array } | { next: true } | { done: true };

/**
 * Runs in a PDF thread (pdf-worker.ts exports it as 'invoice'): one pdfkit document, the tax
 * invoice first, then each docket drawn by the docket PDF's own code on pages of its own. Only one
 * batch of dockets and the bytes not yet sent are held at a time.
 */
export async function renderInvoiceJob({ input, port }: { input: TaxInvoiceInput; port: MessagePort }) {
  const send = (message: FromThread) => port.postMessage(message);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `Tax Invoice ${input.invoice.number}`,
      Author: input.seller.name,
      Creator: 'SiteDockets',
    },
  });
  doc.on('data', (chunk: Buffer) => send({ chunk }));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  drawTaxInvoice(doc, input);
  await new Promise<void>((resolve) => {
    port.on('message', (message: ToThread) => {
      if ('end' in message) return resolve();
      for (const docket of message.dockets) {
        doc.addPage();
        drawDocket(doc, docket);
      }
      send({ next: true });
    });
    send({ next: true });
  });
  doc.end();
  await ended;
  send({ done: true });
  port.close();
}
