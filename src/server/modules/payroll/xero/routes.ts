import { xeroPayrollRoutes as api } from '../../../../shared/payroll/routes';
import { actorOf } from '../../../access/guard';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import {
  listPayCycles,
  listPayrollCalendars,
  setActiveCalendar,
  syncPayrollCalendars,
} from './calendars-service';
import { listEmployeeMappings, listXeroEmployees, mapXeroEmployee } from './employees-service';
import {
  getPayrollSettings,
  listPayItems,
  savePayItem,
  savePayrollSettings,
  updatePayrollPreferences,
} from './settings-service';

/** Settings → Xero, payroll parts (002 §2, §7): earnings rates, pay calendars and cycles, employee mapping. */
export const xeroPayrollModule: AppModule = (app, ctx) => {
  const db = ctx.database.db;
  serve(app, api.getPayrollSettings, (request) => getPayrollSettings(db, actorOf(request)));
  serve(app, api.savePayrollSettings, (request) => savePayrollSettings(db, actorOf(request), request.body));
  serve(app, api.updatePayrollPreferences, (request) =>
    updatePayrollPreferences(db, actorOf(request), request.body),
  );
  serve(app, api.listPayrollCalendars, (request) => listPayrollCalendars(db, actorOf(request)));
  serve(app, api.listPayCycles, (request) => listPayCycles(db, actorOf(request), request.query.date));
  serve(app, api.syncPayrollCalendars, (request) => syncPayrollCalendars(ctx, actorOf(request)));
  serve(app, api.setActiveCalendar, (request) =>
    setActiveCalendar(db, actorOf(request), request.body.calendarId),
  );
  serve(app, api.listPayItems, (request) => listPayItems(ctx, actorOf(request)));
  serve(app, api.savePayItem, (request) => savePayItem(ctx, actorOf(request), request.body));
  serve(app, api.listXeroEmployees, (request) => listXeroEmployees(ctx, actorOf(request)));
  serve(app, api.listEmployeeMappings, (request) => listEmployeeMappings(db, actorOf(request)));
  serve(app, api.mapXeroEmployee, (request) =>
    mapXeroEmployee(ctx, actorOf(request), request.params.userId, request.body.xeroId),
  );
};
