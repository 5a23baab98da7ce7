import { Pencil } from 'lucide-react';
import type { WeeklyStatus } from '../../../../shared/payroll/weekly-timesheets-schemas';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { WeeklySheet } from '../api/types';
import { STATUS_LABELS } from './sheet-editor';
import { employeeName, sheetHours } from './sheet-form';
import { hoursShown } from '../../../../shared/hours';

const STATUS_COLOURS: Record<WeeklyStatus, BadgeVariant> = {
  draft: 'neutral',
  approved: 'green',
  invoiced: 'blue',
};

const cell = 'px-3 py-3 max-md:p-0';

/** 002 §2: the week's timesheets (employee, number, status, hours, Edit); on a phone, cards. */
export function SheetList({
  sheets,
  onEdit,
}: {
  sheets: WeeklySheet[];
  onEdit: (sheet: WeeklySheet) => void;
}) {
  if (sheets.length === 0)
    return (
      <p className="rounded-card border border-dashed border-line-strong bg-surface px-4 py-10 text-center text-base text-ink-muted">
        No timesheets found for this week.
      </p>
    );
  return (
    <table className="w-full border-collapse rounded-card bg-surface text-sm max-md:block md:border md:border-line">
      <caption className="sr-only">Timesheets of the week</caption>
      <thead className="bg-surface-muted max-md:hidden">
        <tr>
          {['Employee', 'Employee No.', 'Status', 'Hours', 'Actions'].map((head) => (
            <th
              key={head}
              scope="col"
              className={`h-11 px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase ${head === 'Hours' ? 'text-right' : 'text-left'} ${head === 'Actions' ? 'sr-only' : ''}`}
            >
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:gap-3">
        {sheets.map((sheet) => (
          <tr
            key={sheet.id}
            className="border-b border-line last:border-0 max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-2 max-md:rounded-card max-md:border max-md:p-4 max-md:shadow-sm"
          >
            <th scope="row" className={`${cell} text-left text-base font-bold`}>
              {employeeName(sheet)}
            </th>
            <td className={`${cell} max-md:row-start-2 max-md:text-ink-muted`}>
              <span className="md:hidden">No. </span>
              {sheet.employeeNumber ?? '—'}
            </td>
            <td className={`${cell} max-md:col-start-2 max-md:row-start-1 max-md:text-right`}>
              <Badge variant={STATUS_COLOURS[sheet.status]}>{STATUS_LABELS[sheet.status]}</Badge>
            </td>
            <td className={`${cell} text-right tabular-nums max-md:col-start-2 max-md:row-start-2`}>
              <span className="font-semibold">{sheetHours(sheet)} h</span>
              <span className="block text-xs text-ink-muted">
                {hoursShown(sheet.ordinaryHours)} ord · {hoursShown(sheet.overtimeHours)} OT
              </span>
            </td>
            <td className={`${cell} text-right max-md:col-span-2`}>
              <Button
                variant="outline"
                size="sm"
                className="max-md:min-h-11 max-md:w-full"
                onClick={() => onEdit(sheet)}
                aria-label={`Edit ${employeeName(sheet)}'s timesheet`}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
