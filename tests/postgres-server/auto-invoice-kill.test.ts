import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { autoInvoicing } from '../support/auto-invoicing';
import { runCompany } from '../../src/server/modules/invoicing/auto-invoice/run';
import { sameDatabaseUrl } from '../support/database';

/**
 * The weekly automatic invoices killed mid-run (issue 27): a process running the week's job is
 * killed with SIGKILL after Xero made the invoice and before the dockets and the batch were marked
 * (its marking transaction open), then the job runs again: one invoice in Xero, the dockets carry
 * its number. On the PostgreSQL server, where the killed process's connection and locks really go.
 */
const { world, key, ready, docketOf, direct, ...auto } = autoInvoicing();

const WEEK = ['2026-09-01', '2026-09-03'];
const NOW = new Date('2026-09-08T02:00:00Z');

describe('the weekly automatic invoices killed mid-run', () => {
  it('make exactly one invoice when run again', { timeout: 90_000 }, async () => {
    const co = await ready();
    await auto.setMode(co, 'weekly');
    await auto.mapClient(co, co.client.id, 'Acme Constructions Pty Ltd');
    const dockets = await Promise.all(WEEK.map((day) => auto.approvedOn(co, day)));
    const before = auto.simInvoices().length;

    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/auto-invoice-child.ts'], {
      env: {
        ...process.env,
        CHILD_DATABASE_URL: await sameDatabaseUrl(world.app.db),
        CHILD_XERO_SETTINGS: JSON.stringify(world.settings),
        CHILD_TOKEN_KEY: key.toString('hex'),
        CHILD_COMPANY_ID: String(co.team.company.id),
        CHILD_NOW: NOW.toISOString(),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, 'exit');
    await vi.waitFor(() => expect(output).toContain('MADE'), { timeout: 60_000, interval: 50 });
    child.kill('SIGKILL');
    await exited;

    // Xero holds the invoice; the product marked nothing.
    expect(auto.simInvoices().slice(before)).toHaveLength(1);
    for (const d of dockets) expect(await docketOf(co, d.id)).toMatchObject({ invoiced: false });
    expect(await auto.batches(co)).toMatchObject([{ status: 'pending' }]);

    await runCompany(direct(co).ctx, co.team.company.id, NOW);

    const made = auto.simInvoices().slice(before);
    expect(made).toHaveLength(1);
    for (const d of dockets)
      expect(await docketOf(co, d.id)).toMatchObject({
        invoiced: true,
        invoiceNumber: made[0]!.InvoiceNumber,
      });
    expect(await auto.batches(co)).toMatchObject([
      {
        status: 'invoiced',
        invoiceNumber: made[0]!.InvoiceNumber,
        // A batch keeps its dockets sorted (they were made at once, in either order).
        docketIds: dockets.map((d) => d.id).sort((a, b) => a - b),
      },
    ]);
  });
});
