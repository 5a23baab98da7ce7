import { foremanAccessRoutes as api } from '../../../../shared/dockets/foreman-access-routes';
import { requireGrant } from '../../../access/grants';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import { eventsOf } from '../events-service';
import { docketView } from '../views';
import { findDocketForGrant } from '../access';
import { createForemanAccess } from './service';

/** The foreman without an account: project code in, an expiring project grant out; then the project's dockets. */
export const foremanAccessModule: AppModule = (app, { database: { db }, limits }) => {
  const access = createForemanAccess(db, limits.codes);

  serve(app, api.accessByCode, (request) => access.accessByCode(request.body.code, request));
  serve(app, api.foremanSnapshot, async (request) => access.snapshotFor(await requireGrant(db, request)));
  serve(app, api.foremanDocket, async (request) => {
    const grant = await requireGrant(db, request);
    return docketView(db, { money: false }, await findDocketForGrant(db, grant, request.params.id));
  });
  serve(app, api.foremanDocketEvents, async (request) => {
    const grant = await requireGrant(db, request);
    const docket = await findDocketForGrant(db, grant, request.params.id);
    return eventsOf(db, docket.id);
  });
};
