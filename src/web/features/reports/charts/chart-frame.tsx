import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { formatMoney } from '../../../../shared/dockets/docket-math';
import { hoursShown } from '../../../../shared/hours';

/**
 * The reports' charts (recharts, loaded only with /reports): a picture of the table under it. The
 * chart is one image to a screen reader (its label says what it shows); the table is the way to read
 * the figures.
 */
export const CHART_COLOURS = {
  value: '#d97706',
  hours: '#1d4ed8',
  ordinary: '#1d4ed8',
  overtime: '#d97706',
  invoiced: '#15803d',
  notInvoiced: '#d97706',
  budget: '#94a3b8',
  used: '#d97706',
} as const;

/** Lines of a chart with one per project, told apart by colour and named in the legend. */
export const SERIES_COLOURS = [
  '#d97706',
  '#1d4ed8',
  '#15803d',
  '#7c3aed',
  '#be123c',
  '#0e7490',
  '#4d7c0f',
  '#475569',
];

export const AXIS = { fontSize: 12, fill: '#475569' } as const;

/** A decimal string the API sent, as a number for drawing only (never for sums). */
export const drawn = (decimal: string | null): number => (decimal === null ? 0 : Number(decimal));

/** Axis ticks: '$12k', '$950'. */
export const moneyTick = (value: number): string =>
  Math.abs(value) >= 1000 ? `$${Math.round(value / 100) / 10}k` : `$${Math.round(value)}`;

/** A tooltip's money and hours, as the tables show them. */
export const moneyText = (value: number): string => formatMoney(value.toFixed(2));
export const hoursText = (value: number): string => `${hoursShown(value.toFixed(2))} h`;

/** Long names cut for an axis (the table has them whole). */
export const shortName = (name: string, room = 16): string =>
  name.length > room ? `${name.slice(0, room - 1)}…` : name;

/** A bar chart with one bar per row grows with its rows, so each stays readable on a phone. */
export const heightOfRows = (rows: number): number => Math.max(180, Math.min(rows, 20) * 40 + 60);

type ChartFrameProps = { label: string; height?: number; children: ReactElement };

/** The chart's box: as wide as the page, a fixed height, one image with its label. */
export function ChartFrame({ label, height = 260, children }: ChartFrameProps) {
  return (
    <figure
      role="img"
      aria-label={label}
      className="m-0 w-full min-w-0 overflow-hidden rounded-card border border-line bg-surface p-2 sm:p-4"
    >
      <div style={{ height }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
