import { rateItemsRoutes as api } from '../../../../shared/projects/rate-items-routes';
import { actorOf } from '../../../access/guard';
import { created } from '../../../http/idempotency';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import * as items from './service';

export const rateItemsModule: AppModule = (app, { database: { db } }) => {
  serve(app, api.listCompanyRateItems, (request) => items.listCompanyItems(db, actorOf(request)));
  serve(app, api.createCompanyRateItem, (request, reply) =>
    created(db, request, reply, (tx, actor) => items.createCompanyItem(tx, actor, request.body)),
  );
  serve(app, api.updateCompanyRateItem, (request) =>
    items.updateCompanyItem(db, actorOf(request), request.params.id, request.body),
  );
  serve(app, api.deleteCompanyRateItem, async (request) => {
    await items.deleteCompanyItem(db, actorOf(request), request.params.id);
    return { message: 'Rate item deleted' };
  });

  serve(app, api.listProjectRateItems, (request) =>
    items.listProjectItems(db, actorOf(request), request.params.id),
  );
  serve(app, api.createProjectRateItem, (request, reply) =>
    created(db, request, reply, (tx, actor) =>
      items.createProjectItem(tx, actor, request.params.id, request.body),
    ),
  );
  serve(app, api.updateProjectRateItem, (request) =>
    items.updateProjectItem(db, actorOf(request), request.params.id, request.body),
  );
  serve(app, api.deleteProjectRateItem, async (request) => {
    await items.deleteProjectItem(db, actorOf(request), request.params.id);
    return { message: 'Rate item removed' };
  });
};
