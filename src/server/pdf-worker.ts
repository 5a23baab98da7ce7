import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { renderDocketPdf, type DocketPdfInput } from './integrations/pdf/docket-pdf';

/** How much lower than the server's event loop a render thread runs (nice, 0–19). */
const NICE = 10;

/**
 * On Linux a thread has its own nice value: this one yields the CPU to the event loop when both
 * want it, so requests are answered first and renders use what is left. Elsewhere, a no-op.
 */
function yieldToEventLoop() {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (threadId > 0) setPriority(threadId, NICE);
  } catch {
    // no /proc/thread-self: the renders still run off the event loop, at equal priority
  }
}
yieldToEventLoop();

/** A worker thread of the PDF pool (pool.ts): renders one docket, off the server's event loop. */
export default function render(input: DocketPdfInput): Promise<Buffer> {
  return renderDocketPdf(input);
}

/** Several dockets in one PDF (pool.ts renderMany). */
export { renderDocketsPdf as dockets } from './integrations/pdf/docket-pdf';

/** An invoice with its dockets as proof pages, talking over a port (pool.ts runWithPort). */
export { renderInvoiceJob as invoice } from './modules/invoicing/invoices/documents/invoice-job';

/** A report's totals and table (modules/reports/pdf.ts; pool.ts renderReport). */
export { renderReportPdf as report } from './modules/reports/pdf';
