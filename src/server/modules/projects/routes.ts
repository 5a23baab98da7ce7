import { projectsRoutes as api } from '../../../shared/projects/routes';
import { actorOf } from '../../access/guard';
import { created } from '../../http/idempotency';
import type { AppModule } from '../../http/module';
import { serve } from '../../http/serve';
import * as projects from './service';
import * as team from './team';
import { shareProjectByEmail } from './share';

export const projectsModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;

  serve(app, api.listProjects, (request) => projects.listProjects(db, actorOf(request)));
  serve(app, api.createProject, (request, reply) =>
    created(db, request, reply, (tx, actor) => projects.createProject(tx, actor, request.body)),
  );
  serve(app, api.getProject, (request) => projects.getProjectCard(db, actorOf(request), request.params.id));
  serve(app, api.updateProject, (request) =>
    projects.updateProject(db, actorOf(request), request.params.id, request.body),
  );
  serve(app, api.archiveProject, (request) =>
    projects.setProjectFlag(db, actorOf(request), request.params.id, request.body),
  );
  serve(app, api.setRequireApproval, (request) =>
    projects.setProjectFlag(db, actorOf(request), request.params.id, request.body),
  );

  serve(app, api.listAssignments, (request) => team.listAssignments(db, actorOf(request), request.params.id));
  serve(app, api.addAssignment, async (request, reply) =>
    reply.status(201).send(await team.addAssignment(db, actorOf(request), request.params.id, request.body)),
  );
  serve(app, api.removeAssignment, async (request) => {
    await team.removeAssignment(db, actorOf(request), request.params.id, request.params.assignmentId);
    return { message: 'Removed from the project team' };
  });

  serve(app, api.listForemen, (request) => team.listForemen(db, actorOf(request), request.params.id));
  serve(app, api.addForeman, async (request, reply) =>
    reply.status(201).send(await team.addForeman(db, actorOf(request), request.params.id, request.body)),
  );
  serve(app, api.removeForeman, async (request) => {
    await team.removeForeman(db, actorOf(request), request.params.id, request.params.foremanId);
    return { message: 'Foreman removed from the project' };
  });

  serve(app, api.shareProject, (request) =>
    shareProjectByEmail(ctx, actorOf(request), request.params.id, request.body),
  );
};
