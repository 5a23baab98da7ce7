import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDate } from '../../../../shared/dates';
import type { TrendReport } from '../../../../shared/reports/schemas';
import { AXIS, CHART_COLOURS, ChartFrame, drawn, hoursText, moneyText, moneyTick } from './chart-frame';

const weekTick = (week: string) => formatCalendarDate(week, 'dayMonth');

/** Hours (left axis) and value ex GST (right axis) per week. */
export function TrendChart({ report }: { report: TrendReport }) {
  const data = report.weeks.map((week) => ({
    week: week.weekStart,
    hours: drawn(week.figures.hours),
    value: drawn(week.figures.net),
  }));
  return (
    <ChartFrame label="Line chart of hours and value ex GST per week; the table below has the figures.">
      <LineChart data={data} accessibilityLayer={false} margin={{ left: 0, right: 0, top: 8 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="week"
          tick={AXIS}
          tickFormatter={weekTick}
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis yAxisId="hours" tick={AXIS} width={44} tickCount={4} unit=" h" />
        <YAxis
          yAxisId="value"
          orientation="right"
          tick={AXIS}
          width={52}
          tickCount={4}
          tickFormatter={moneyTick}
        />
        <Tooltip
          labelFormatter={(week) => `Week of ${weekTick(String(week))}`}
          formatter={(value, name) =>
            name === 'Hours' ? hoursText(Number(value)) : moneyText(Number(value))
          }
        />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Line
          isAnimationActive={false}
          yAxisId="hours"
          dataKey="hours"
          name="Hours"
          stroke={CHART_COLOURS.hours}
          strokeWidth={2}
          dot={data.length < 16}
        />
        <Line
          isAnimationActive={false}
          yAxisId="value"
          dataKey="value"
          name="Value ex GST"
          stroke={CHART_COLOURS.value}
          strokeWidth={2}
          dot={data.length < 16}
        />
      </LineChart>
    </ChartFrame>
  );
}
