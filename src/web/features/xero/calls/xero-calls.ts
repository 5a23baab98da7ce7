import type { BadgeVariant } from '../../../components/ui/badge';
import type { XeroCall } from '../api/get-xero-debug-logs';

export type { XeroCall };

/** Under 1000 ms as ms, under 60000 as seconds with one decimal, else minutes with one decimal (002 §9). */
export function durationText(ms: number): string {
  if (ms < 1000) return `${ms}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  return `${(ms / 60_000).toFixed(1)}m`;
}

/** Above 5000 ms red, above 2000 ms yellow, otherwise green (002 §2). */
export const durationVariant = (ms: number): BadgeVariant =>
  ms > 5000 ? 'red' : ms > 2000 ? 'yellow' : 'green';

const METHOD_VARIANTS: Record<string, BadgeVariant> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'yellow',
  DELETE: 'red',
};

/** Each HTTP verb its own colour. */
export const methodVariant = (method: string): BadgeVariant =>
  METHOD_VARIANTS[method.toUpperCase()] ?? 'neutral';

/** The User column: the full name, or 'User {id}' if unknown, or 'System' if none (002 §2). */
export const callerText = (call: Pick<XeroCall, 'userId' | 'userName'>): string =>
  call.userName ?? (call.userId === null ? 'System' : `User ${call.userId}`);

/** '200 OK', '401 Unauthorized', or 'No response' when none came. */
export const statusText = (call: Pick<XeroCall, 'statusCode' | 'statusText'>): string =>
  call.statusCode === null ? 'No response' : `${call.statusCode} ${call.statusText ?? ''}`.trim();

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });

/** '5 minutes ago', 'yesterday': the Time column's relative age. */
export function ageText(at: string | Date, now: Date = new Date()): string {
  const seconds = Math.round((new Date(at).getTime() - now.getTime()) / 1000);
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  return relative.format(Math.trunc(seconds / size), unit);
}
