import { useState } from 'react';
import { formatMoney } from '../../../../shared/docket-math';
import { formatCalendarDate } from '../../../../shared/dates';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { EmailInvoiceDialog } from './email-invoice-dialog';
import { InvoiceActions, type InvoiceAction } from './invoice-actions';
import { useIssuedInvoices, useVoidInvoice, type IssuedInvoice } from './invoice-calls';

const clientOf = (invoice: IssuedInvoice) => invoice.clientName ?? invoice.contactName ?? '—';
const docketsText = (n: number) => (n === 1 ? '1 docket' : `${n} dockets`);

function StatusBadge({ invoice }: { invoice: IssuedInvoice }) {
  return invoice.status === 'void' ? (
    <Badge variant="red">Void</Badge>
  ) : (
    <Badge variant="green">Issued</Badge>
  );
}

/**
 * The product's own invoices (DECISIONS 'Beyond the spec'), newest first, a page at a time: number,
 * client, date, total, dockets and status, each with its PDF, CSV, e-mail and void.
 */
export function IssuedInvoices({ companyId }: { companyId: number }) {
  const invoices = useIssuedInvoices(companyId);
  const wide = useWideScreen();
  const [emailing, setEmailing] = useState<IssuedInvoice | null>(null);
  const [voiding, setVoiding] = useState<IssuedInvoice | null>(null);
  const voidInvoice = useVoidInvoice(companyId, () => setVoiding(null));
  const loaded = invoices.data?.pages.flatMap((page) => page.invoices) ?? [];
  const total = invoices.data?.pages.at(-1)?.total ?? 0;
  const act = (action: InvoiceAction, invoice: IssuedInvoice) =>
    action === 'email' ? setEmailing(invoice) : setVoiding(invoice);

  return (
    <Card role="region" aria-labelledby="issued-invoices-title">
      <CardHeader>
        <CardTitle id="issued-invoices-title">Invoices</CardTitle>
        <CardDescription>
          {invoices.isSuccess && total > 0
            ? `${total} ${total === 1 ? 'invoice' : 'invoices'} made in SiteDockets, newest first.`
            : 'Tax invoices made in SiteDockets from approved dockets.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {invoices.isPending && <LoadingText label="Loading invoices…" />}
        {invoices.isError && (
          <LoadFailed title="Failed to fetch invoices" onRetry={() => void invoices.refetch()} />
        )}
        {invoices.isSuccess && loaded.length === 0 && (
          <p className="text-sm text-ink-muted">
            No invoices yet. Tick dockets in Combined Invoice mode, or create one from a docket above.
          </p>
        )}
        {loaded.length > 0 &&
          (wide ? (
            <InvoiceTable invoices={loaded} onAction={act} />
          ) : (
            <InvoiceCards invoices={loaded} onAction={act} />
          ))}
        {invoices.hasNextPage && (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={invoices.isFetchingNextPage}
            onClick={() => void invoices.fetchNextPage()}
          >
            {invoices.isFetchingNextPage && <Spinner />}
            Load More
          </Button>
        )}
      </CardContent>
      <EmailInvoiceDialog invoice={emailing} onClose={() => setEmailing(null)} />
      <ConfirmDialog
        open={voiding !== null}
        onOpenChange={(open) => !open && setVoiding(null)}
        title={`Void ${voiding?.number ?? ''}?`}
        description={`Void ${voiding?.number ?? ''}? Its dockets return to Ready for Invoice.`}
        confirmLabel="Void Invoice"
        pendingLabel="Voiding…"
        pending={voidInvoice.isPending}
        destructive
        onConfirm={() => voiding && voidInvoice.mutate(voiding)}
      />
    </Card>
  );
}

type ListProps = {
  invoices: IssuedInvoice[];
  onAction: (action: InvoiceAction, invoice: IssuedInvoice) => void;
};

function InvoiceTable({ invoices, onAction }: ListProps) {
  return (
    <Table scrollLabel="Invoices">
      <TableHeader>
        <TableRow>
          <TableHead>Number</TableHead>
          <TableHead>Client</TableHead>
          <TableHead>Date</TableHead>
          <TableHead className="text-right">Total</TableHead>
          <TableHead className="text-right">Dockets</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id} aria-label={invoice.number}>
            <TableCell className="font-semibold whitespace-nowrap">{invoice.number}</TableCell>
            <TableCell>{clientOf(invoice)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {formatCalendarDate(invoice.issueDate, 'short')}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(invoice.total ?? '0')}</TableCell>
            <TableCell className="text-right tabular-nums">{invoice.docketCount}</TableCell>
            <TableCell>
              <StatusBadge invoice={invoice} />
            </TableCell>
            <TableCell>
              <InvoiceActions invoice={invoice} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function InvoiceCards({ invoices, onAction }: ListProps) {
  return (
    <ul className="grid gap-3">
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          aria-label={invoice.number}
          className="grid gap-3 rounded-card border border-line p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="grid gap-0.5">
              <p className="font-bold">{invoice.number}</p>
              <p className="text-sm text-ink-muted">{clientOf(invoice)}</p>
            </div>
            <StatusBadge invoice={invoice} />
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="text-ink-muted">
              {formatCalendarDate(invoice.issueDate, 'short')} · {docketsText(invoice.docketCount)}
            </span>
            <span className="text-base font-bold tabular-nums">{formatMoney(invoice.total ?? '0')}</span>
          </div>
          <InvoiceActions invoice={invoice} onAction={onAction} className="grid grid-cols-2 gap-2" />
        </li>
      ))}
    </ul>
  );
}
