import { xeroLogsRoutes as api } from '../../../../shared/xero/logs-routes';
import { actorOf } from '../../../access/guard';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import {
  clearXeroLogs,
  listXeroApiLogs,
  listXeroDebugLogs,
  xeroEnvironmentOf,
  xeroLogStats,
  xeroStatus,
} from './service';

export { recordXeroCall, type XeroCallEntry } from '../../../integrations/xero/call-log';
export { redactXeroSecrets } from '../../../integrations/xero/redact';

/** The record of every Xero call (/admin/xero-logs, /admin/xero-debug) and the connection status. */
export const xeroLogsModule: AppModule = (app, { config, database: { db } }) => {
  serve(app, api.listXeroApiLogs, (request) => listXeroApiLogs(db, actorOf(request), request.query));
  serve(app, api.listXeroDebugLogs, (request) =>
    listXeroDebugLogs(db, actorOf(request), {
      errorsOnly: request.query.errors_only,
      count: request.query.count,
    }),
  );
  serve(app, api.xeroLogStats, (request) => xeroLogStats(db, actorOf(request)));
  serve(app, api.clearXeroLogs, (request) => clearXeroLogs(db, actorOf(request)));
  serve(app, api.xeroStatus, (request) => xeroStatus(db, actorOf(request), xeroEnvironmentOf(config)));
};
