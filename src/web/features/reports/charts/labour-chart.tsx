import type { LabourByWorkerReport } from '../../../../shared/reports/schemas';
import { CHART_COLOURS, drawn, hoursText } from './chart-frame';
import { HorizontalBars } from './horizontal-bars';

/** Each worker's ordinary and overtime hours, stacked. */
export function LabourChart({ report }: { report: LabourByWorkerReport }) {
  return (
    <HorizontalBars
      label="Stacked bar chart of each worker's ordinary and overtime hours; the table below has the figures."
      data={report.rows.map((row) => ({
        name: row.workerName,
        ordinary: drawn(row.totals.ordinary),
        overtime: drawn(row.totals.overtime),
      }))}
      series={[
        { key: 'ordinary', name: 'Ordinary', fill: CHART_COLOURS.ordinary, stackId: 'hours' },
        { key: 'overtime', name: 'Overtime', fill: CHART_COLOURS.overtime, stackId: 'hours', rounded: true },
      ]}
      axis={{ tickCount: 4, unit: ' h' }}
      format={(value) => hoursText(Number(value))}
    />
  );
}
