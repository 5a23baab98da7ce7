import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invoicingKeys } from './api/keys';
import { refreshAfterInvoicing } from './invoicing-refresh';

const companyId = 7;

/** A client with these reads cached and fresh, as a screen leaves them. */
function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const key of keys) client.setQueryData(key, []);
  return client;
}

const isInvalid = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('refreshAfterInvoicing', () => {
  it("invalidates invoice management's approved and invoiced lists (/admin/invoicing)", async () => {
    const approved = ['/api/admin/timesheets/approved'];
    const invoiced = ['/api/admin/timesheets/invoiced'];
    expect([invoicingKeys.approved, invoicingKeys.invoiced]).toEqual([approved, invoiced]);
    const client = clientWith([approved, invoiced]);
    await refreshAfterInvoicing(client, companyId);
    expect([isInvalid(client, approved), isInvalid(client, invoiced)]).toEqual([true, true]);
  });

  it("invalidates /invoices, the company's dockets and dashboard, each docket and worker list", async () => {
    const touched = [
      [...invoicingKeys.invoiceDockets(companyId), { invoice: 'all', projectId: 'all' }],
      [...invoicingKeys.invoiceDockets(companyId), 'items', 3],
      invoicingKeys.invoices(companyId),
      ['/api/companies', companyId, 'timesheets', { page: 1 }],
      ['/api/companies', companyId, 'dashboard'],
      ['/api/timesheets', 3],
      ['/api/invoices', 12],
      ['/api/users', 4, 'timesheets', { date: '2026-11-24' }],
    ];
    const untouched = [
      ['/api/companies', companyId, 'clients'],
      ['/api/companies', 8, 'invoices'],
    ];
    const client = clientWith([...touched, ...untouched]);
    await refreshAfterInvoicing(client, companyId);
    expect(touched.map((key) => isInvalid(client, key))).toEqual(touched.map(() => true));
    expect(untouched.map((key) => isInvalid(client, key))).toEqual(untouched.map(() => false));
  });
});
