import { BUDGET_FLAG_LABELS } from '../../../../shared/projects/budget';
import type { BudgetsReport } from '../../../../shared/reports/schemas';
import { Badge } from '../../../components/ui/badge';
import { Table, TableBody, TableHeader, TableRow } from '../../../components/ui/table';
import { DrillButton, type OnDrill } from '../drill';
import type { ReportFilters } from '../report-address';
import { FirstHead, hours, money, NumberCell, NumberHead, RowName } from './cells';

type Props = { report: BudgetsReport; filters: ReportFilters; onDrill: OnDrill };

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

/**
 * Each project with a budget: hours and value ex GST budgeted, used to the range's last day,
 * remaining and the percent used, and its flag at 80 % and 100 %.
 */
export function BudgetsTable({ report, filters, onDrill }: Props) {
  return (
    <Table scrollLabel="Budgets table">
      <TableHeader>
        <TableRow>
          <FirstHead>Project</FirstHead>
          <NumberHead>Budget hours</NumberHead>
          <NumberHead>Hours used</NumberHead>
          <NumberHead>Hours left</NumberHead>
          <NumberHead>Hours %</NumberHead>
          <NumberHead>Budget ex GST</NumberHead>
          <NumberHead>Value used</NumberHead>
          <NumberHead>Value left</NumberHead>
          <NumberHead>Value %</NumberHead>
          <NumberHead className="text-left">Flag</NumberHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.rows.map((row) => (
          <TableRow key={row.projectId}>
            <RowName>
              <DrillButton
                label={`Dockets of ${row.projectName}`}
                onClick={() =>
                  onDrill({ title: row.projectName, filters: { ...filters, projectId: row.projectId } })
                }
                className="max-w-36 truncate xl:max-w-40"
              >
                {row.projectName}
              </DrillButton>
            </RowName>
            <NumberCell>{hours(row.budgetHours)}</NumberCell>
            <NumberCell>{hours(row.usedHours)}</NumberCell>
            <NumberCell>{hours(row.remainingHours)}</NumberCell>
            <NumberCell>{percent(row.percentHours)}</NumberCell>
            <NumberCell>{money(row.budgetValue)}</NumberCell>
            <NumberCell>{money(row.usedValue)}</NumberCell>
            <NumberCell>{money(row.remainingValue)}</NumberCell>
            <NumberCell>{percent(row.percentValue)}</NumberCell>
            <NumberCell className="text-left">
              {row.flag ? (
                <Badge variant={row.flag === 'over' ? 'red' : 'orange'}>{BUDGET_FLAG_LABELS[row.flag]}</Badge>
              ) : (
                <span className="text-ink-muted">On track</span>
              )}
            </NumberCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
