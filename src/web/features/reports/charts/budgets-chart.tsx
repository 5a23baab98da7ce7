import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDate } from '../../../../shared/dates';
import { BUDGET_NEAR_PERCENT, BUDGET_OVER_PERCENT } from '../../../../shared/projects/budget';
import type { BudgetsReport } from '../../../../shared/reports/schemas';
import { AXIS, CHART_COLOURS, ChartFrame, drawn, SERIES_COLOURS, shortName } from './chart-frame';
import { HorizontalBars } from './horizontal-bars';

type Row = BudgetsReport['rows'][number];

const percentText = (value: unknown) => `${Math.round(Number(value))}%`;
const LINES = [BUDGET_NEAR_PERCENT, BUDGET_OVER_PERCENT];

/** Percent of a budget `used` is, for drawing: the value budget when there is one, else the hours. */
function burnPercent(row: Row, used: { hours: string; value: string }): number {
  const [budget, spent] =
    row.budgetValue !== null ? [row.budgetValue, used.value] : [row.budgetHours, used.hours];
  const cap = drawn(budget);
  return cap > 0 ? Math.round((drawn(spent) / cap) * 1000) / 10 : 0;
}

/** Each project's budgets as percent used (hours and value), with the 80 % and 100 % marks. */
export function BudgetsChart({ report }: { report: BudgetsReport }) {
  return (
    <HorizontalBars
      label="Bar chart of the percent of each project's hours and value budgets used, marked at 80 and 100 percent; the table below has the figures."
      data={report.rows.map((row) => ({
        name: row.projectName,
        hours: row.percentHours,
        value: row.percentValue,
      }))}
      series={[
        { key: 'hours', name: 'Hours used', fill: CHART_COLOURS.hours },
        { key: 'value', name: 'Value used', fill: CHART_COLOURS.used },
      ]}
      axis={{
        tickFormatter: percentText,
        ticks: [0, 50, 100],
        domain: [0, (max: number) => Math.max(110, max)],
      }}
      format={percentText}
    >
      {LINES.map((at) => (
        <ReferenceLine
          key={at}
          x={at}
          stroke={at === BUDGET_OVER_PERCENT ? '#b91c1c' : '#c2410c'}
          strokeDasharray="4 3"
        />
      ))}
    </HorizontalBars>
  );
}

/** The burn line: each project's use of its budget at the end of each week, in percent. */
export function BurnChart({ report }: { report: BudgetsReport }) {
  const rows = report.rows.slice(0, SERIES_COLOURS.length);
  const ends = rows[0]?.burn.map((point) => point.weekEnd) ?? [];
  const data = ends.map((weekEnd, i) => ({
    weekEnd,
    ...Object.fromEntries(
      rows.map((row) => [row.projectId, row.burn[i] ? burnPercent(row, row.burn[i]) : null]),
    ),
  }));
  return (
    <ChartFrame label="Burn line chart: the percent of each project's budget used at the end of each week; the table below has the figures.">
      <LineChart data={data} accessibilityLayer={false} margin={{ left: 0, right: 16, top: 8 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="weekEnd"
          tick={AXIS}
          tickFormatter={(day: string) => formatCalendarDate(day, 'dayMonth')}
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis
          tick={AXIS}
          width={48}
          tickFormatter={percentText}
          ticks={[0, 50, 100]}
          domain={[0, (max: number) => Math.max(110, max)]}
        />
        <Tooltip
          formatter={percentText}
          labelFormatter={(day) => formatCalendarDate(String(day), 'dayMonth')}
        />
        <Legend wrapperStyle={{ fontSize: 13 }} formatter={(name: string) => shortName(name, 24)} />
        {LINES.map((at) => (
          <ReferenceLine
            key={at}
            y={at}
            stroke={at === BUDGET_OVER_PERCENT ? '#b91c1c' : '#c2410c'}
            strokeDasharray="4 3"
          />
        ))}
        {rows.map((row, i) => (
          <Line
            isAnimationActive={false}
            key={row.projectId}
            dataKey={String(row.projectId)}
            name={row.projectName}
            stroke={SERIES_COLOURS[i]}
            strokeWidth={2}
            dot={ends.length < 16}
          />
        ))}
      </LineChart>
    </ChartFrame>
  );
}
