import { formatInstant } from '../../shared/dates';
import { ApiError } from './request';

/** Dates as Australians write them, in the company's time zone: '21 Nov 2026'. */
export const shortDate = (iso: string, timeZone: string): string => formatInstant(iso, timeZone, 'date');

/** Date and time: '21 Nov 2026, 4:05 pm'. */
export const dateTime = (iso: string, timeZone: string): string => formatInstant(iso, timeZone);

/** How long until `iso`: expired once the moment has passed, else the days left, rounded up. */
export function expiryOf(iso: string, now: number): { expired: boolean; days: number } {
  const ms = new Date(iso).getTime() - now;
  return { expired: !(ms > 0), days: ms > 0 ? Math.ceil(ms / 86_400_000) : 0 };
}

/** A tax rate as the spec shows it: one decimal, e.g. "10.00" → '10.0%'. */
export const percent = (taxRate: string): string => `${Number(taxRate).toFixed(1)}%`;

/** A decimal string as a form shows it: "10.00" → '10', "85.50" → '85.5'. */
export const plainNumber = (value: string): string => String(Number(value));

/** 002 §8 'Failed to fetch users: {status}': the reply's HTTP status, or none when no reply came. */
export const usersFetchFailure = (error: unknown): string =>
  error instanceof ApiError ? `Failed to fetch users: ${error.status}` : 'Failed to fetch users';
