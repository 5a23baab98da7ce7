import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from '../accounting/envelope';
import { idempotent } from '../accounting/idempotency';
import { PROBLEMS } from '../api/problem';
import type { SimContext } from '../context';
import { timesheetJson } from './json';
import { pageOf, payrollOf, trialCopy } from './payroll-of';
import { writeTimesheet } from './timesheet-write';
import { payrollValidationException, refusedElement } from './validation';
import { whereFilter } from './where';

const READ = { scopes: ['payroll.timesheets', 'payroll.timesheets.read'] };
const WRITE = { scopes: ['payroll.timesheets'] };

type Sent = Record<string, unknown>;

const FIELDS = ['TimesheetID', 'EmployeeID', 'Status', 'Hours'];

export function registerTimesheetRoutes(app: FastifyInstance, ctx: SimContext): void {
  // Body: a bare array of timesheets. With `id` (POST /Timesheets/{id}) the one timesheet is replaced.
  const write = (request: FastifyRequest, reply: FastifyReply, id?: string) => {
    const { books, payroll } = payrollOf(ctx, request);
    return idempotent(books, request, reply, () => {
      const sent = request.body;
      if (!Array.isArray(sent) || sent.length === 0 || (id !== undefined && sent.length !== 1)) {
        return {
          status: 400,
          body: payrollValidationException('Timesheets', [
            refusedElement({}, [
              id
                ? 'The request body must be an array of one timesheet'
                : 'The request body must be an array of timesheets',
            ]),
          ]),
        };
      }
      const now = ctx.clock();
      // One refused timesheet refuses the batch; later ones are checked against earlier ones.
      const trial = trialCopy(payroll);
      const refused = (sent as Sent[]).flatMap((one) => {
        const result = writeTimesheet(trial, one, now, id);
        return 'errors' in result ? [refusedElement(one, result.errors)] : [];
      });
      if (refused.length > 0) return { status: 400, body: payrollValidationException('Timesheets', refused) };
      const made = (sent as Sent[]).flatMap((one) => {
        const result = writeTimesheet(payroll, one, now, id);
        return 'timesheet' in result ? [timesheetJson(result.timesheet)] : [];
      });
      return { status: 200, body: envelope(ctx, { Timesheets: made }) };
    });
  };

  app.post('/Timesheets', { config: WRITE }, async (request, reply) => write(request, reply));
  app.post('/Timesheets/:id', { config: WRITE }, async (request, reply) =>
    write(request, reply, (request.params as { id: string }).id),
  );

  // Filter by employee with `where=EmployeeID==Guid("…")` (the description offers `where`, not a parameter).
  app.get('/Timesheets', { config: READ }, async (request, reply) => {
    const query = request.query as { where?: string; page?: string };
    const filter = whereFilter(query.where, 'Timesheet', FIELDS);
    if ('error' in filter) return reply.code(400).send(filter.error);
    const rows = [...payrollOf(ctx, request).payroll.timesheets]
      .sort((a, b) => a.startDate - b.startDate || a.updatedAt - b.updatedAt)
      .map(timesheetJson)
      .filter(filter.test);
    return envelope(ctx, { Timesheets: pageOf(rows, query.page) });
  });

  app.get('/Timesheets/:id', { config: READ }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const timesheet = payrollOf(ctx, request).payroll.timesheets.find(
      (one) => one.TimesheetID === id.toLowerCase(),
    );
    if (!timesheet) return reply.code(404).send(PROBLEMS.notFound());
    return envelope(ctx, { Timesheet: timesheetJson(timesheet) });
  });
}
