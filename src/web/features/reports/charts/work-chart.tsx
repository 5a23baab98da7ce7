import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { WorkByProjectReport } from '../../../../shared/reports/schemas';
import {
  AXIS,
  CHART_COLOURS,
  ChartFrame,
  drawn,
  heightOfRows,
  moneyText,
  moneyTick,
  shortName,
} from './chart-frame';

/** Value ex GST per project, one bar each. */
export function WorkChart({ report }: { report: WorkByProjectReport }) {
  const data = report.rows.map((row) => ({ name: row.projectName, value: drawn(row.all.net) }));
  return (
    <ChartFrame
      label="Bar chart of the value ex GST of each project; the table below has the figures."
      height={heightOfRows(data.length)}
    >
      <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ left: 0, right: 16 }}>
        <CartesianGrid horizontal={false} stroke="#e2e8f0" />
        <XAxis type="number" tick={AXIS} tickFormatter={moneyTick} tickCount={4} />
        <YAxis
          type="category"
          dataKey="name"
          tick={AXIS}
          width={116}
          tickFormatter={(name: string) => shortName(name)}
        />
        <Tooltip formatter={(value) => moneyText(Number(value))} />
        <Bar
          isAnimationActive={false}
          dataKey="value"
          name="Value ex GST"
          fill={CHART_COLOURS.value}
          radius={[0, 4, 4, 0]}
          maxBarSize={28}
        />
      </BarChart>
    </ChartFrame>
  );
}
