import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../../../access/sessions';
import type { Db } from '../../../../db/client';
import { clients, companies, dockets, invoiceDockets } from '../../../../db/schema';
import type { PdfRenderer } from '../../../../integrations/pdf/pool';
import type { FileStore } from '../../../../integrations/storage/file-store';
import { docketPdfInputs } from '../../../dockets/documents/service';
import { invoiceView } from '../read';
import { invoiceProjects } from './invoice-projects';
import type { FromThread, ToThread } from './invoice-job';
import type { TaxInvoiceInput } from './tax-invoice-pdf';

/** The PDF threads, and the file store the proof pages' photos are read from. */
export type InvoicePdfOptions = { appUrl: string; renderer: PdfRenderer; files: FileStore };

/** 'SD-0001.pdf' ('HC/0001' gives 'HC-0001.pdf'): the invoice's number, nothing a file name may not hold. */
export const invoiceFileName = (number: string, extension: 'pdf' | 'csv') =>
  `${number.replace(/[^A-Za-z0-9._-]+/g, '-')}.${extension}`;

/** The invoice of the actor's company (another's is not found), its seller and its dockets' keys. */
export async function invoiceParts(db: Db, actor: Actor, id: number) {
  const invoice = await invoiceView(db, actor, id);
  const [seller] = await db.select().from(companies).where(eq(companies.id, actor.companyId));
  const [client] = invoice.clientId
    ? await db
        .select({ address: clients.address })
        .from(clients)
        .where(and(eq(clients.id, invoice.clientId), eq(clients.companyId, actor.companyId)))
    : [];
  const keys = await db
    .select({ id: dockets.id, companyId: dockets.companyId, projectId: dockets.projectId })
    .from(invoiceDockets)
    .innerJoin(dockets, eq(dockets.id, invoiceDockets.docketId))
    .where(eq(invoiceDockets.invoiceId, invoice.id))
    .orderBy(asc(dockets.date), asc(dockets.id));
  const input: TaxInvoiceInput = {
    invoice,
    seller: {
      name: seller!.name,
      abn: seller!.abn,
      address: seller!.address,
      phone: seller!.phone,
      email: seller!.email,
      timeZone: seller!.timeZone,
      payment: {
        paymentAccountName: seller!.paymentAccountName,
        paymentBsb: seller!.paymentBsb,
        paymentAccountNumber: seller!.paymentAccountNumber,
        paymentNote: seller!.paymentNote,
      },
    },
    buyerAddress: client?.address ?? null,
    projects: await invoiceProjects(db, actor.companyId, invoice.id),
  };
  return { input, keys };
}

/**
 * The invoice's PDF as a stream: a PDF thread draws the tax invoice and then each docket (the
 * docket PDF's own drawing) into one document, asking for the dockets a batch at a time; its bytes
 * come out here as they are written. The next batch is read only once the reply has taken the bytes
 * so far, so a 200-docket invoice never sits in memory whole. Once `signal` aborts, the thread stops.
 */
export async function invoicePdf(
  db: Db,
  actor: Actor,
  id: number,
  options: InvoicePdfOptions,
  signal?: AbortSignal,
): Promise<{ stream: Readable; fileName: string }> {
  const { input, keys } = await invoiceParts(db, actor, id);
  const batches = docketPdfInputs(db, keys, { ...options, money: true }, signal);
  const { port1, port2 } = new MessageChannel();
  const stream = new PassThrough();
  const fail = (err: unknown) => {
    port1.close();
    stream.destroy(err as Error);
  };
  const sendNext = async () => {
    if (stream.writableNeedDrain) await once(stream, 'drain', signal ? { signal } : {});
    const next = await batches.next();
    const message: ToThread = next.done ? { end: true } : { dockets: next.value };
    port1.postMessage(message);
  };
  port1.on('message', (message: FromThread) => {
    if ('chunk' in message)
      stream.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    else if ('next' in message) sendNext().catch(fail);
    else {
      port1.close();
      stream.end();
    }
  });
  options.renderer.runWithPort('invoice', input, port2, signal).catch(fail);
  return { stream, fileName: invoiceFileName(input.invoice.number, 'pdf') };
}

/** The whole PDF in memory: for an e-mail attachment. */
export async function invoicePdfBuffer(db: Db, actor: Actor, id: number, options: InvoicePdfOptions) {
  const { stream, fileName } = await invoicePdf(db, actor, id, options);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { pdf: Buffer.concat(chunks), fileName };
}
