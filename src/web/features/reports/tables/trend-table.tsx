import { Fragment } from 'react';
import { formatCalendarDate } from '../../../../shared/dates';
import type { TrendReport } from '../../../../shared/reports/schemas';
import { Table, TableBody, TableFooter, TableHeader, TableRow } from '../../../components/ui/table';
import { DrillButton, weekFilters, type OnDrill } from '../drill';
import type { ReportFilters } from '../report-address';
import { FirstHead, hours, money, NumberCell, NumberHead, RowName } from './cells';

type Props = { report: TrendReport; filters: ReportFilters; onDrill: OnDrill };

/** Each week of the range: hours, value ex GST, GST and total, then the same per project under it. */
export function TrendTable({ report, filters, onDrill }: Props) {
  return (
    <Table scrollLabel="Trend table">
      <TableHeader>
        <TableRow>
          <FirstHead>Week and project</FirstHead>
          <NumberHead>Hours</NumberHead>
          <NumberHead>Value ex GST</NumberHead>
          <NumberHead>GST</NumberHead>
          <NumberHead>Total</NumberHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.weeks.map((week) => {
          const label = `Week of ${formatCalendarDate(week.weekStart, 'dayMonth')}`;
          const inWeek = weekFilters(filters, week.weekStart);
          return (
            <Fragment key={week.weekStart}>
              <TableRow>
                <RowName>
                  <DrillButton
                    label={`Dockets of the ${label.toLowerCase()}`}
                    onClick={() => onDrill({ title: label, filters: inWeek })}
                  >
                    {label}
                  </DrillButton>
                </RowName>
                <NumberCell className="font-semibold">{hours(week.figures.hours)}</NumberCell>
                <NumberCell className="font-semibold">{money(week.figures.net)}</NumberCell>
                <NumberCell className="font-semibold">{money(week.figures.gst)}</NumberCell>
                <NumberCell className="font-semibold">{money(week.figures.total)}</NumberCell>
              </TableRow>
              {week.projects.map((project) => (
                <TableRow key={project.projectId}>
                  <RowName className="pl-8 font-normal">
                    <DrillButton
                      label={`Dockets of ${project.projectName}, ${label.toLowerCase()}`}
                      onClick={() =>
                        onDrill({
                          title: `${project.projectName} · ${label}`,
                          filters: { ...inWeek, projectId: project.projectId },
                        })
                      }
                      className="max-w-48 truncate font-normal sm:max-w-72"
                    >
                      {project.projectName}
                    </DrillButton>
                  </RowName>
                  <NumberCell>{hours(project.figures.hours)}</NumberCell>
                  <NumberCell>{money(project.figures.net)}</NumberCell>
                  <NumberCell>{money(project.figures.gst)}</NumberCell>
                  <NumberCell>{money(project.figures.total)}</NumberCell>
                </TableRow>
              ))}
            </Fragment>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow>
          <RowName className="bg-surface-muted">Totals</RowName>
          <NumberCell>{hours(report.totals.hours)}</NumberCell>
          <NumberCell>{money(report.totals.net)}</NumberCell>
          <NumberCell>{money(report.totals.gst)}</NumberCell>
          <NumberCell>{money(report.totals.total)}</NumberCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
