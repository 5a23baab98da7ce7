import type { FastifyInstance } from 'fastify';
import { guardApi } from '../api/guard';
import type { SimContext } from '../context';
import { registerCalendarRoutes } from './calendars-routes';
import { registerEmployeeRoutes } from './employees-routes';
import { registerPayItemRoutes } from './pay-items-routes';
import { registerTimesheetRoutes } from './timesheets-routes';

export const PAYROLL_PREFIX = '/payroll.xro/1.0';

/** api.xero.com/payroll.xro/1.0: the Payroll AU calls the product makes, behind Xero's guard. */
export async function payrollRoutes(app: FastifyInstance, ctx: SimContext): Promise<void> {
  guardApi(app, ctx, { tenant: true });
  registerCalendarRoutes(app, ctx);
  registerEmployeeRoutes(app, ctx);
  registerPayItemRoutes(app, ctx);
  registerTimesheetRoutes(app, ctx);
}
