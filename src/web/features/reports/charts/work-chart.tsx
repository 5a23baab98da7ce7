import type { WorkByProjectReport } from '../../../../shared/reports/schemas';
import { CHART_COLOURS, drawn, moneyText, moneyTick } from './chart-frame';
import { HorizontalBars } from './horizontal-bars';

/** Value ex GST per project, one bar each. */
export function WorkChart({ report }: { report: WorkByProjectReport }) {
  return (
    <HorizontalBars
      label="Bar chart of the value ex GST of each project; the table below has the figures."
      data={report.rows.map((row) => ({ name: row.projectName, value: drawn(row.all.net) }))}
      series={[{ key: 'value', name: 'Value ex GST', fill: CHART_COLOURS.value, rounded: true }]}
      axis={{ tickFormatter: moneyTick, tickCount: 4 }}
      format={(value) => moneyText(Number(value))}
    />
  );
}
