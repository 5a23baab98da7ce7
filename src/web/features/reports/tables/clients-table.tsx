import type { ClientsReport, DocketState } from '../../../../shared/reports/schemas';
import { Table, TableBody, TableFooter, TableHeader, TableRow } from '../../../components/ui/table';
import { DrillButton, type OnDrill } from '../drill';
import type { ReportFilters } from '../report-address';
import { FirstHead, money, NumberCell, NumberHead, RowName } from './cells';

type Row = ClientsReport['rows'][number];
type Props = { report: ClientsReport; filters: ReportFilters; onDrill: OnDrill };

/**
 * Each client: value invoiced and approved but not yet invoiced (ex GST and with it), and what is
 * still owed today on the invoices of those dockets (issue 27). Dockets of projects without a client have no row to
 * open (the drill-down narrows by a client).
 */
export function ClientsTable({ report, filters, onDrill }: Props) {
  const cell = (row: Row, state: DocketState, label: string, value: string) =>
    row.clientId === null ? (
      money(value)
    ) : (
      <DrillButton
        label={`Dockets of ${row.clientName}, ${label}`}
        onClick={() =>
          onDrill({
            title: `${row.clientName} · ${label[0]!.toUpperCase()}${label.slice(1)}`,
            filters: { ...filters, clientId: row.clientId!, state },
          })
        }
      >
        {money(value)}
      </DrillButton>
    );
  return (
    <Table scrollLabel="Clients table">
      <TableHeader>
        <TableRow>
          <FirstHead>Client</FirstHead>
          <NumberHead>Invoiced ex GST</NumberHead>
          <NumberHead>Invoiced incl. GST</NumberHead>
          <NumberHead>Not invoiced ex GST</NumberHead>
          <NumberHead>Not invoiced incl. GST</NumberHead>
          <NumberHead>Outstanding</NumberHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.rows.map((row) => (
          <TableRow key={row.clientId ?? 'none'}>
            <RowName>
              {row.clientId === null ? (
                <span className="text-ink-muted">{row.clientName}</span>
              ) : (
                <DrillButton
                  label={`Dockets of ${row.clientName}`}
                  onClick={() =>
                    onDrill({
                      title: row.clientName,
                      filters: { ...filters, clientId: row.clientId!, state: 'approved' },
                    })
                  }
                >
                  {row.clientName}
                </DrillButton>
              )}
            </RowName>
            <NumberCell>{cell(row, 'invoiced', 'invoiced', row.invoiced.net)}</NumberCell>
            <NumberCell>{money(row.invoiced.total)}</NumberCell>
            <NumberCell>{cell(row, 'not-invoiced', 'not invoiced', row.notInvoiced.net)}</NumberCell>
            <NumberCell>{money(row.notInvoiced.total)}</NumberCell>
            <NumberCell>{money(row.outstanding)}</NumberCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <RowName className="bg-surface-muted">Totals</RowName>
          <NumberCell>{money(report.totals.invoiced.net)}</NumberCell>
          <NumberCell>{money(report.totals.invoiced.total)}</NumberCell>
          <NumberCell>{money(report.totals.notInvoiced.net)}</NumberCell>
          <NumberCell>{money(report.totals.notInvoiced.total)}</NumberCell>
          <NumberCell>{money(report.totals.outstanding)}</NumberCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
