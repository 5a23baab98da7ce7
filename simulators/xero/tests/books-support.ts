import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { XeroSimulator } from '../server';
import { api, SCOPES } from './support';

/** The scopes of an app made from March 2026 that also records payments. */
export const PAYMENT_SCOPES = `${SCOPES} accounting.payments`;

export type Json = Record<string, unknown>;

/** An ACCREC invoice of $110.00 (100 + 10 % GST) to Acme, in the status asked. */
export async function makeInvoice(sim: XeroSimulator, token: string, Status = 'AUTHORISED'): Promise<Json> {
  const res = await api(sim, token, '/Invoices', {
    method: 'PUT',
    body: {
      Invoices: [
        {
          Type: 'ACCREC',
          Contact: { Name: 'Acme Constructions Pty Ltd' },
          Date: '2026-11-20',
          DueDate: '2026-12-20',
          Status,
          LineItems: [
            { Description: 'Labour', Quantity: 1, UnitAmount: 100, AccountCode: '200', TaxType: 'OUTPUT' },
          ],
        },
      ],
    },
  });
  if (res.status !== 200) throw new Error(`PUT /Invoices answered ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.Invoices as Json[])[0] ?? {};
}

export const payment = (invoiceId: string, Amount: number, extra: Json = {}) => ({
  Invoice: { InvoiceID: invoiceId },
  Account: { Code: '090' },
  Date: '2026-11-25',
  Amount,
  ...extra,
});

export interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * A webhook receiver on a free port: keeps every request's raw body and headers and answers with
 * `answer(body, headers)` (default 200).
 */
export async function startReceiver(answer: (received: Received) => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const one = { body: Buffer.concat(chunks).toString('utf8'), headers: request.headers };
      received.push(one);
      response.statusCode = answer(one);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receivers.push(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/xero/webhooks`, received };
}

const receivers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(
    receivers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});
