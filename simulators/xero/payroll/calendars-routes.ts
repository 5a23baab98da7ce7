import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../accounting/envelope';
import { idempotent } from '../accounting/idempotency';
import { PROBLEMS } from '../api/problem';
import type { SimContext } from '../context';
import { parseRequestDate } from '../xero-date';
import { calendarJson } from './json';
import { CALENDAR_TYPES, type CalendarType, type Payroll, type PayrollCalendar } from './model';
import { pageOf, payrollOf, trialCopy } from './payroll-of';
import { payrollValidationException, refusedElement } from './validation';
import { whereFilter } from './where';

const READ = { scopes: ['payroll.settings', 'payroll.settings.read'] };
const WRITE = { scopes: ['payroll.settings'] };

type Sent = Record<string, unknown>;

function writeCalendar(
  payroll: Payroll,
  sent: Sent,
  now: number,
): { calendar: PayrollCalendar } | { errors: string[] } {
  const errors: string[] = [];
  const name = typeof sent.Name === 'string' ? sent.Name.trim() : '';
  if (!name) errors.push('Name is required');
  else if (payroll.calendars.some((one) => one.Name.toLowerCase() === name.toLowerCase()))
    errors.push(`A payroll calendar named ${name} already exists`);
  const type = CALENDAR_TYPES.find((one) => one === sent.CalendarType);
  if (!type) errors.push(`CalendarType must be one of ${CALENDAR_TYPES.join(', ')}`);
  const start = parseRequestDate(sent.StartDate);
  const payment = parseRequestDate(sent.PaymentDate);
  if (start === null) errors.push('StartDate is required, as a date');
  if (payment === null) errors.push('PaymentDate is required, as a date');
  if (start !== null && payment !== null && payment < start)
    errors.push('PaymentDate cannot be before StartDate');
  if (errors.length > 0 || start === null || payment === null) return { errors };
  const calendar: PayrollCalendar = {
    PayrollCalendarID: randomUUID(),
    Name: name,
    CalendarType: type as CalendarType,
    startDate: start,
    paymentDate: payment,
    referenceDate: parseRequestDate(sent.ReferenceDate) ?? start,
    updatedAt: now,
  };
  payroll.calendars.push(calendar);
  return { calendar };
}

const FIELDS = ['PayrollCalendarID', 'Name', 'CalendarType'];

export function registerCalendarRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/PayrollCalendars', { config: READ }, async (request, reply) => {
    const query = request.query as { where?: string; page?: string };
    const filter = whereFilter(query.where, 'PayrollCalendar', FIELDS);
    if ('error' in filter) return reply.code(400).send(filter.error);
    const rows = payrollOf(ctx, request).payroll.calendars.map(calendarJson).filter(filter.test);
    return envelope(ctx, { PayrollCalendars: pageOf(rows, query.page) });
  });

  app.get('/PayrollCalendars/:id', { config: READ }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const calendar = payrollOf(ctx, request).payroll.calendars.find(
      (one) => one.PayrollCalendarID === id.toLowerCase(),
    );
    if (!calendar) return reply.code(404).send(PROBLEMS.notFound());
    return envelope(ctx, { PayrollCalendars: [calendarJson(calendar)] });
  });

  app.post('/PayrollCalendars', { config: WRITE }, async (request, reply) => {
    const { books, payroll } = payrollOf(ctx, request);
    return idempotent(books, request, reply, () => {
      const sent = request.body;
      if (!Array.isArray(sent) || sent.length === 0) {
        return {
          status: 400,
          body: payrollValidationException('PayrollCalendars', [
            refusedElement({}, ['The request body must be an array of payroll calendars']),
          ]),
        };
      }
      const now = ctx.clock();
      const trial = trialCopy(payroll);
      const refused = (sent as Sent[]).flatMap((one) => {
        const result = writeCalendar(trial, one, now);
        return 'errors' in result ? [refusedElement(one, result.errors)] : [];
      });
      if (refused.length > 0)
        return { status: 400, body: payrollValidationException('PayrollCalendars', refused) };
      const made = (sent as Sent[]).flatMap((one) => {
        const result = writeCalendar(payroll, one, now);
        return 'calendar' in result ? [calendarJson(result.calendar)] : [];
      });
      return { status: 200, body: envelope(ctx, { PayrollCalendars: made }) };
    });
  });
}
