import { availableParallelism } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../errors';
import type { ReportReply } from '../../../shared/reports/schemas';
import type { DocketPdfInput } from './docket-pdf';

/** A report's PDF: the reply it draws and the company it is for (modules/reports/pdf.ts draws it). */
export type ReportPdfInput = { report: ReportReply; companyName: string };

export type PdfRenderer = {
  /** Renders one docket in a worker thread; rejects with an AbortError once `signal` aborts. */
  render(input: DocketPdfInput, signal?: AbortSignal): Promise<Buffer>;
  /** Renders several dockets into one PDF titled `title`, in a worker thread (docket-pdf.ts). */
  renderMany(inputs: DocketPdfInput[], title: string, signal?: AbortSignal): Promise<Buffer>;
  /** Renders a report (its totals and table) as a PDF, in a worker thread (modules/reports/pdf.ts). */
  renderReport(input: ReportPdfInput, signal?: AbortSignal): Promise<Buffer>;
  /**
   * Runs another export of the worker file (pdf-worker.ts) with a port to talk over while it renders:
   * a document too large to hand over or return whole (an invoice with its dockets as proof pages)
   * takes its input and gives its bytes a part at a time. Resolves when the job returns.
   */
  runWithPort(name: string, input: unknown, port: MessagePort, signal?: AbortSignal): Promise<void>;
  /** Renders finished so far (tests read it to see the work went through the pool). */
  readonly completed: number;
  close(): Promise<void>;
};

/** Renders waiting for a thread before new ones are refused with a 429 (exports queue 50 at most). */
export const PDF_QUEUE_LIMIT = 1000;

/** One core is left to the event loop (requests, the database driver, the ZIP's deflate). */
export const defaultPdfThreads = () => Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * The worker file: beside this module when the server runs from its TypeScript sources (tests,
 * `npm run dev`: the thread loads tsx), beside the bundle when it runs compiled (esbuild writes
 * dist/server/pdf-worker.js next to dist/server/main.js; see the build:server script).
 */
function workerFile() {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(
    new URL(fromSource ? '../../pdf-worker.ts' : './pdf-worker.js', import.meta.url),
  );
  const loadsTypeScript = process.execArgv.some((a) => a.includes('tsx'));
  return {
    file,
    execArgv: fromSource && !loadsTypeScript ? [...process.execArgv, '--import', 'tsx'] : undefined,
  };
}

const busy = () =>
  new AppError('RATE_LIMITED', 'The server is busy making documents. Please try again in a minute.', {
    retryAfterSeconds: 30,
  });

/** A pool of worker threads for docket PDFs, started on the first render and closed with the app. */
export function createPdfRenderer(threads = defaultPdfThreads()): PdfRenderer {
  let pool: Piscina<unknown, unknown> | undefined;
  const poolOf = () => {
    if (!pool) {
      const { file, execArgv } = workerFile();
      pool = new Piscina({
        filename: file,
        ...(execArgv ? { execArgv } : {}),
        minThreads: 1, // once started, a thread stays: its start-up (loading pdfkit) is paid once
        maxThreads: threads,
        idleTimeout: 60_000,
        maxQueue: PDF_QUEUE_LIMIT,
      });
    }
    return pool;
  };
  /** A PDF made by the worker file's default export, or by the export `name`. */
  const rendered = async (input: unknown, name: string | undefined, signal?: AbortSignal) => {
    const running = poolOf();
    if (running.queueSize >= PDF_QUEUE_LIMIT) throw busy();
    const options = { ...(name ? { name } : {}), ...(signal ? { signal } : {}) };
    const pdf = (await running.run(input, options)) as Uint8Array;
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  };
  return {
    render: (input, signal) => rendered(input, undefined, signal),
    renderMany: (inputs, title, signal) => rendered({ inputs, title }, 'dockets', signal),
    renderReport: (input, signal) => rendered(input, 'report', signal),
    async runWithPort(name, input, port, signal) {
      const running = poolOf();
      if (running.queueSize >= PDF_QUEUE_LIMIT) throw busy();
      await running.run({ input, port }, { name, transferList: [port], ...(signal ? { signal } : {}) });
    },
    get completed() {
      return pool?.completed ?? 0;
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
