import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis, type XAxisProps } from 'recharts';
import { AXIS, ChartFrame, heightOfRows, shortName } from './chart-frame';

/** One series of bars: its field in the rows, its name in the legend, its colour; stacked when a stack is named. */
export type BarSeries = { key: string; name: string; fill: string; stackId?: string; rounded?: boolean };

type Props = {
  /** The chart's accessible description (the table below is its alternative). */
  label: string;
  /** One row a bar (or group of bars): its `name` on the side axis and a number per series. */
  data: ({ name: string } & Record<string, string | number | null>)[];
  series: readonly BarSeries[];
  /** The value axis: its ticks and their text. */
  axis: Omit<XAxisProps, 'type' | 'tick'>;
  /** A value as the tooltip says it. */
  format: (value: unknown) => string;
  /** Marks drawn over the bars (a budget's 80 % and 100 %). */
  children?: ReactNode;
};

/**
 * The reports' bar charts: horizontal bars, so names stay readable at 390 px, few ticks, no animation
 * (the screen is read, not watched); side-by-side series get thinner bars and more room per row.
 */
export function HorizontalBars({ label, data, series, axis, format, children }: Props) {
  const legend = series.length > 1;
  const sideBySide = legend && !series.some((s) => s.stackId);
  return (
    <ChartFrame label={label} height={heightOfRows(data.length * (sideBySide ? 1.5 : 1)) + (legend ? 30 : 0)}>
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ left: 0, right: children ? 24 : 16 }}
      >
        <CartesianGrid horizontal={false} stroke="#e2e8f0" />
        <XAxis type="number" tick={AXIS} {...axis} />
        <YAxis
          type="category"
          dataKey="name"
          tick={AXIS}
          width={116}
          tickFormatter={(name: string) => shortName(name)}
        />
        <Tooltip formatter={format} />
        {legend && <Legend wrapperStyle={{ fontSize: 13 }} />}
        {children}
        {series.map((s) => (
          <Bar
            key={s.key}
            isAnimationActive={false}
            dataKey={s.key}
            name={s.name}
            fill={s.fill}
            stackId={s.stackId}
            radius={s.rounded ? [0, 4, 4, 0] : undefined}
            maxBarSize={sideBySide ? 22 : 28}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
