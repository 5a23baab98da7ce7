import { ArrowRight, CircleCheck, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/dockets/docket-math';
import { buttonVariants } from '../../components/ui/button';
import { DocketRow } from './docket-row';
import { Figure, Panel, PanelEmpty } from './panel';
import type { DashboardReply } from './types';
import { hoursShown } from '../../../shared/hours';

type ReadyToInvoicePanelProps = { ready: DashboardReply['readyToInvoice']; showMoney: boolean };

const dockets = (count: number) => `${count} ${count === 1 ? 'docket' : 'dockets'}`;

/** Approved billable dockets not yet on an invoice: their value, the first 5, and the way to Invoices. */
export function ReadyToInvoicePanel({ ready, showMoney }: ReadyToInvoicePanelProps) {
  return (
    <Panel
      id="ready-to-invoice"
      title="Ready to invoice"
      subtitle="Approved, not yet invoiced"
      icon={Receipt}
      tone="bg-green-100 text-green-800"
      figure={
        showMoney ? (
          <Figure
            value={formatMoney(ready.totalValue)}
            caption={`from ${dockets(ready.count)}`}
            testId="invoice-total"
          />
        ) : (
          <Figure
            value={String(ready.count)}
            caption={ready.count === 1 ? 'docket' : 'dockets'}
            testId="invoice-count"
          />
        )
      }
      footer={
        <Link
          to="/invoices"
          className={buttonVariants({ variant: 'secondary', size: 'default', className: 'w-full sm:w-auto' })}
        >
          Go to Invoices
          <ArrowRight aria-hidden="true" />
        </Link>
      }
    >
      {ready.dockets.length === 0 ? (
        <PanelEmpty icon={CircleCheck}>Everything approved has been invoiced.</PanelEmpty>
      ) : (
        <ul aria-label="Dockets ready to invoice" className="divide-y divide-line">
          {ready.dockets.map((docket) => (
            <DocketRow
              key={docket.id}
              docket={docket}
              detail={`${hoursShown(docket.totalHours)} h`}
              aside={showMoney && docket.totalValue !== undefined ? formatMoney(docket.totalValue) : null}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
