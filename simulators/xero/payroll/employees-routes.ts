import type { FastifyInstance } from 'fastify';
import { envelope } from '../accounting/envelope';
import { PROBLEMS } from '../api/problem';
import type { SimContext } from '../context';
import { employeeJson } from './json';
import { pageOf, payrollOf } from './payroll-of';
import { whereFilter } from './where';

const READ = { scopes: ['payroll.employees', 'payroll.employees.read'] };

const FIELDS = [
  'EmployeeID',
  'FirstName',
  'LastName',
  'Status',
  'Email',
  'OrdinaryEarningsRateID',
  'PayrollCalendarID',
];

/** Employees are read only here: the product reads them to match its workers. */
export function registerEmployeeRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/Employees', { config: READ }, async (request, reply) => {
    const query = request.query as { where?: string; page?: string };
    const filter = whereFilter(query.where, 'Employee', FIELDS);
    if ('error' in filter) return reply.code(400).send(filter.error);
    const rows = payrollOf(ctx, request)
      .payroll.employees.map(employeeJson)
      .filter(filter.test)
      .sort((a, b) => a.LastName.localeCompare(b.LastName) || a.FirstName.localeCompare(b.FirstName));
    return envelope(ctx, { Employees: pageOf(rows, query.page) });
  });

  app.get('/Employees/:id', { config: READ }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const employee = payrollOf(ctx, request).payroll.employees.find(
      (one) => one.EmployeeID === id.toLowerCase(),
    );
    if (!employee) return reply.code(404).send(PROBLEMS.notFound());
    return envelope(ctx, { Employees: [employeeJson(employee)] });
  });
}
