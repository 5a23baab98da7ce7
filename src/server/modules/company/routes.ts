import { companiesRoutes as api } from '../../../shared/company/routes';
import { actorOf } from '../../access/guard';
import type { AppModule } from '../../http/module';
import { serve } from '../../http/serve';
import { activityModule } from './activity/routes';
import { setActive } from './people';
import * as companies from './service';

export const companiesModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;
  serve(app, api.getCompany, (request) => companies.getCompany(db, actorOf(request)));
  serve(app, api.updateCompany, (request) => companies.updateCompany(db, actorOf(request), request.body));
  serve(app, api.listUsers, (request) => companies.listUsers(db, actorOf(request)));
  serve(app, api.listUserNames, (request) => companies.listUserNames(db, actorOf(request)));
  serve(app, api.getUser, (request) => companies.getUser(db, actorOf(request), request.params.id));
  serve(app, api.changeRole, (request) =>
    companies.changeRole(db, actorOf(request), request.params.userId, request.body.role),
  );
  serve(app, api.deactivateUser, (request) => setActive(db, actorOf(request), request.params.userId, false));
  serve(app, api.reactivateUser, (request) => setActive(db, actorOf(request), request.params.userId, true));
  serve(app, api.newCompanyCode, (request) => companies.newCode(db, actorOf(request)));
  return activityModule(app, ctx);
};
