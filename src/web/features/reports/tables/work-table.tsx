import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import type { DocketState, WorkByProjectReport } from '../../../../shared/reports/schemas';
import { Table, TableBody, TableFooter, TableHeader, TableRow } from '../../../components/ui/table';
import { DrillButton, type OnDrill } from '../drill';
import type { ReportFilters } from '../report-address';
import { FirstHead, hours, money, NumberCell, NumberHead, RowName } from './cells';

type Row = WorkByProjectReport['rows'][number];
type ByState = Row['byState'];

/** The four states a project's dockets are split into, as columns (value ex GST). */
export const STATE_COLUMNS: { key: keyof ByState; state: DocketState; label: string }[] = [
  { key: 'notApproved', state: 'not-approved', label: 'Not approved' },
  { key: 'approved', state: 'approved', label: 'Approved' },
  { key: 'invoiced', state: 'invoiced', label: 'Invoiced' },
  { key: 'notInvoiced', state: 'not-invoiced', label: 'Not invoiced' },
];

type Props = { report: WorkByProjectReport; filters: ReportFilters; onDrill: OnDrill };

/**
 * Each project: dockets, hours, value ex GST, GST and total, and its value by state, each state
 * opening its dockets; a project opens to its billable quantities by rate item.
 */
export function WorkTable({ report, filters, onDrill }: Props) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const drill = (row: Row, column?: (typeof STATE_COLUMNS)[number]) =>
    onDrill({
      title: column ? `${row.projectName} · ${column.label}` : row.projectName,
      filters: { ...filters, projectId: row.projectId, ...(column && { state: column.state }) },
    });
  return (
    <Table scrollLabel="Work by project table">
      <TableHeader>
        <TableRow>
          <FirstHead>Project</FirstHead>
          <NumberHead>Dockets</NumberHead>
          <NumberHead>Hours</NumberHead>
          <NumberHead>Value ex GST</NumberHead>
          <NumberHead>GST</NumberHead>
          <NumberHead>Total</NumberHead>
          {STATE_COLUMNS.map((column) => (
            <NumberHead key={column.key}>{column.label}</NumberHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.rows.map((row) => {
          const expanded = open.has(row.projectId);
          return (
            <Fragment key={row.projectId}>
              <TableRow>
                <RowName>
                  <span className="flex items-center gap-1">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-label={`Rate items of ${row.projectName}`}
                      onClick={() => toggle(row.projectId)}
                      className="focus-ring flex size-9 shrink-0 items-center justify-center rounded hover:bg-canvas"
                    >
                      {expanded ? (
                        <ChevronDown aria-hidden="true" className="size-4" />
                      ) : (
                        <ChevronRight aria-hidden="true" className="size-4" />
                      )}
                    </button>
                    <DrillButton
                      label={`Dockets of ${row.projectName}`}
                      onClick={() => drill(row)}
                      className="max-w-40 truncate xl:max-w-48"
                    >
                      {row.projectName}
                    </DrillButton>
                  </span>
                </RowName>
                <NumberCell>{row.dockets}</NumberCell>
                <NumberCell>{hours(row.all.hours)}</NumberCell>
                <NumberCell>{money(row.all.net)}</NumberCell>
                <NumberCell>{money(row.all.gst)}</NumberCell>
                <NumberCell className="font-semibold">{money(row.all.total)}</NumberCell>
                {STATE_COLUMNS.map((column) => (
                  <NumberCell key={column.key}>
                    <DrillButton
                      label={`Dockets of ${row.projectName}, ${column.label.toLowerCase()}`}
                      onClick={() => drill(row, column)}
                    >
                      {money(row.byState[column.key].net)}
                    </DrillButton>
                  </NumberCell>
                ))}
              </TableRow>
              {expanded &&
                (row.rateItems.length === 0 ? (
                  <TableRow className="bg-surface-muted/60">
                    <RowName className="bg-surface-muted pl-14 font-normal text-ink-muted">
                      No billable quantities
                    </RowName>
                    <NumberCell colSpan={9} />
                  </TableRow>
                ) : (
                  row.rateItems.map((item) => (
                    <TableRow key={`${item.name}-${item.unit}`} className="bg-surface-muted/60">
                      <RowName className="bg-surface-muted pl-14 font-normal">{item.name}</RowName>
                      <NumberCell />
                      <NumberCell>
                        {item.quantity} {item.unit}
                      </NumberCell>
                      <NumberCell>{money(item.net)}</NumberCell>
                      <NumberCell>{money(item.gst)}</NumberCell>
                      <NumberCell>{money(item.total)}</NumberCell>
                      <NumberCell colSpan={4} />
                    </TableRow>
                  ))
                ))}
            </Fragment>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow>
          <RowName className="bg-surface-muted">Totals</RowName>
          <NumberCell>{report.totals.dockets}</NumberCell>
          <NumberCell>{hours(report.totals.all.hours)}</NumberCell>
          <NumberCell>{money(report.totals.all.net)}</NumberCell>
          <NumberCell>{money(report.totals.all.gst)}</NumberCell>
          <NumberCell>{money(report.totals.all.total)}</NumberCell>
          {STATE_COLUMNS.map((column) => (
            <NumberCell key={column.key}>{money(report.totals.byState[column.key].net)}</NumberCell>
          ))}
        </TableRow>
      </TableFooter>
    </Table>
  );
}
