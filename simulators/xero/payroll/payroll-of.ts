import type { FastifyRequest } from 'fastify';
import { booksOf } from '../accounting/books';
import type { SimContext } from '../context';
import type { Books } from '../store';
import type { Payroll } from './model';

/** The calling organisation's books (for its Idempotency-Key replies) and its payroll. */
export function payrollOf(ctx: SimContext, request: FastifyRequest): { books: Books; payroll: Payroll } {
  const books = booksOf(ctx, request);
  return { books, payroll: books.payroll };
}

/** Up to 100 a page, as Payroll AU lists (`page` from 1; no pagination block in v1 replies). */
export function pageOf<T>(items: T[], page: string | undefined): T[] {
  const number = Math.max(1, Number.parseInt(page ?? '1', 10) || 1);
  return items.slice((number - 1) * 100, number * 100);
}

/** A copy to try a batch on: the batch is refused as a whole when any item is. */
export function trialCopy(payroll: Payroll): Payroll {
  return {
    ...payroll,
    calendars: payroll.calendars.map((one) => ({ ...one })),
    earningsRates: payroll.earningsRates.map((one) => ({ ...one })),
    timesheets: payroll.timesheets.map((one) => ({ ...one })),
  };
}
