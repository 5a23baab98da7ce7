import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { ClientsReport } from '../../../../shared/reports/schemas';
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

/** Each client's value invoiced and not yet invoiced (ex GST), side by side. */
export function ClientsChart({ report }: { report: ClientsReport }) {
  const data = report.rows.map((row) => ({
    name: row.clientName,
    invoiced: drawn(row.invoiced.net),
    notInvoiced: drawn(row.notInvoiced.net),
  }));
  return (
    <ChartFrame
      label="Bar chart of each client's value invoiced and not yet invoiced, ex GST; the table below has the figures."
      height={heightOfRows(data.length * 1.5) + 30}
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
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Bar
          isAnimationActive={false}
          dataKey="invoiced"
          name="Invoiced"
          fill={CHART_COLOURS.invoiced}
          maxBarSize={22}
        />
        <Bar
          isAnimationActive={false}
          dataKey="notInvoiced"
          name="Not invoiced"
          fill={CHART_COLOURS.notInvoiced}
          maxBarSize={22}
        />
      </BarChart>
    </ChartFrame>
  );
}
