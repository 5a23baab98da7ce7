import { formatCalendarDate } from '../../../../shared/dates';
import type { LabourByWorkerReport } from '../../../../shared/reports/schemas';
import { Table, TableBody, TableFooter, TableHeader, TableRow } from '../../../components/ui/table';
import { DrillButton, weekFilters, type OnDrill } from '../drill';
import type { ReportFilters } from '../report-address';
import { FirstHead, hours, NumberCell, NumberHead, RowName } from './cells';

type Props = { report: LabourByWorkerReport; filters: ReportFilters; onDrill: OnDrill };

/**
 * Each worker's counted hours (payroll's dockets: approved, counted on the timesheet), then their
 * weeks: ordinary, overtime, total and non-billable. A worker, a week or its non-billable hours
 * opens the dockets behind them.
 */
export function LabourTable({ report, filters, onDrill }: Props) {
  return (
    <Table scrollLabel="Labour by worker table">
      <TableHeader>
        <TableRow>
          <FirstHead>Worker and week</FirstHead>
          <NumberHead>Ordinary</NumberHead>
          <NumberHead>Overtime</NumberHead>
          <NumberHead>Total</NumberHead>
          <NumberHead>Non-billable</NumberHead>
        </TableRow>
      </TableHeader>
      {report.rows.map((row) => {
        const worker = { ...filters, workerId: row.workerId, state: 'approved' as const };
        return (
          <TableBody key={row.workerId} className="border-b-2 border-line">
            <TableRow>
              <RowName>
                <DrillButton
                  label={`Dockets of ${row.workerName}`}
                  onClick={() => onDrill({ title: row.workerName, filters: worker })}
                >
                  {row.workerName}
                </DrillButton>
              </RowName>
              <NumberCell className="font-semibold">{hours(row.totals.ordinary)}</NumberCell>
              <NumberCell className="font-semibold">{hours(row.totals.overtime)}</NumberCell>
              <NumberCell className="font-semibold">{hours(row.totals.total)}</NumberCell>
              <NumberCell className="font-semibold">{hours(row.totals.nonBillable)}</NumberCell>
            </TableRow>
            {row.weeks.map((week) => {
              const label = `Week of ${formatCalendarDate(week.weekStart, 'dayMonth')}`;
              const drill = { ...worker, ...weekFilters(filters, week.weekStart) };
              return (
                <TableRow key={week.weekStart}>
                  <RowName className="pl-8 font-normal">
                    <DrillButton
                      label={`Dockets of ${row.workerName}, ${label.toLowerCase()}`}
                      onClick={() => onDrill({ title: `${row.workerName} · ${label}`, filters: drill })}
                      className="font-normal"
                    >
                      {label}
                    </DrillButton>
                  </RowName>
                  <NumberCell>{hours(week.ordinary)}</NumberCell>
                  <NumberCell>{hours(week.overtime)}</NumberCell>
                  <NumberCell>{hours(week.total)}</NumberCell>
                  <NumberCell>
                    <DrillButton
                      label={`Non-billable dockets of ${row.workerName}, ${label.toLowerCase()}`}
                      onClick={() =>
                        onDrill({
                          title: `${row.workerName} · ${label} · Non-billable`,
                          filters: { ...drill, billable: 'no' },
                        })
                      }
                      className="font-normal"
                    >
                      {hours(week.nonBillable)}
                    </DrillButton>
                  </NumberCell>
                </TableRow>
              );
            })}
          </TableBody>
        );
      })}
      <TableFooter>
        <TableRow>
          <RowName className="bg-surface-muted">Totals</RowName>
          <NumberCell>{hours(report.totals.ordinary)}</NumberCell>
          <NumberCell>{hours(report.totals.overtime)}</NumberCell>
          <NumberCell>{hours(report.totals.total)}</NumberCell>
          <NumberCell>{hours(report.totals.nonBillable)}</NumberCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
