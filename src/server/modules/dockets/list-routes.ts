import { docketsRoutes as api } from '../../../shared/dockets/routes';
import { actorOf } from '../../access/guard';
import type { AppModule } from '../../http/module';
import { serve } from '../../http/serve';
import { officeDashboard } from './dashboard';
import { assignedProjects, listCompanyDockets, listProjectDockets, listWorkerDockets } from './lists';

export const docketListsModule: AppModule = (app, { database: { db, reads } }) => {
  serve(app, api.listWorkerDockets, (request) =>
    listWorkerDockets(db, reads, actorOf(request), request.params.id, request.query),
  );
  serve(app, api.listCompanyDockets, (request) => listCompanyDockets(db, actorOf(request), request.query));
  serve(app, api.listProjectDockets, (request) =>
    listProjectDockets(db, actorOf(request), request.params.id),
  );
  serve(app, api.assignedProjects, (request) => assignedProjects(db, actorOf(request), request.params.id));
  serve(app, api.dashboard, (request) => officeDashboard(db, actorOf(request)));
};
