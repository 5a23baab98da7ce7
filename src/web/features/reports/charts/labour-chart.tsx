import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { LabourByWorkerReport } from '../../../../shared/reports/schemas';
import { AXIS, CHART_COLOURS, ChartFrame, drawn, heightOfRows, hoursText, shortName } from './chart-frame';

/** Each worker's ordinary and overtime hours, stacked. */
export function LabourChart({ report }: { report: LabourByWorkerReport }) {
  const data = report.rows.map((row) => ({
    name: row.workerName,
    ordinary: drawn(row.totals.ordinary),
    overtime: drawn(row.totals.overtime),
  }));
  return (
    <ChartFrame
      label="Stacked bar chart of each worker's ordinary and overtime hours; the table below has the figures."
      height={heightOfRows(data.length) + 30}
    >
      <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ left: 0, right: 16 }}>
        <CartesianGrid horizontal={false} stroke="#e2e8f0" />
        <XAxis type="number" tick={AXIS} tickCount={4} unit=" h" />
        <YAxis
          type="category"
          dataKey="name"
          tick={AXIS}
          width={116}
          tickFormatter={(name: string) => shortName(name)}
        />
        <Tooltip formatter={(value) => hoursText(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Bar
          isAnimationActive={false}
          dataKey="ordinary"
          name="Ordinary"
          stackId="hours"
          fill={CHART_COLOURS.ordinary}
          maxBarSize={28}
        />
        <Bar
          isAnimationActive={false}
          dataKey="overtime"
          name="Overtime"
          stackId="hours"
          fill={CHART_COLOURS.overtime}
          radius={[0, 4, 4, 0]}
          maxBarSize={28}
        />
      </BarChart>
    </ChartFrame>
  );
}
