import { z } from 'zod';
import {
  archiveBody,
  assignmentBody,
  assignmentReply,
  projectBody,
  projectCardReply,
  projectForemanBody,
  projectForemanReply,
  projectReply,
  projectUpdate,
  requireApprovalBody,
  shareProjectBody,
} from '../../../shared/schemas/projects';
import { messageReply } from '../../../shared/schemas/users';
import { actorOf } from '../../access/guard';
import { requires } from '../../access/route-access';
import { idempotent } from '../../http/idempotency';
import type { AppModule } from '../../http/module';
import { companyParams, idParams } from '../../http/params';
import * as projects from './service';
import * as team from './team';
import { shareProjectByEmail } from './share';

const assignmentParams = idParams.extend({ assignmentId: idParams.shape.id });
const foremanParams = idParams.extend({ foremanId: idParams.shape.id });

export const projectsModule: AppModule = (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/api/companies/:companyId/projects',
    {
      config: requires('projects.read'),
      schema: { params: companyParams, response: { 200: z.array(projectCardReply) } },
    },
    (request) => projects.listProjects(db, actorOf(request)),
  );
  app.post(
    '/api/companies/:companyId/projects',
    {
      config: requires('projects.create'),
      schema: { params: companyParams, body: projectBody, response: { 201: projectReply } },
    },
    (request, reply) =>
      idempotent(db, actorOf(request), request, reply, async (tx) => ({
        status: 201,
        body: await projects.createProject(tx, actorOf(request), request.body),
      })),
  );
  app.get(
    '/api/projects/:id',
    { config: requires('projects.read'), schema: { params: idParams, response: { 200: projectCardReply } } },
    (request) => projects.getProjectCard(db, actorOf(request), request.params.id),
  );
  app.put(
    '/api/projects/:id',
    {
      config: requires('projects.assignClient'),
      schema: { params: idParams, body: projectUpdate, response: { 200: projectReply } },
    },
    (request) => projects.updateProject(db, actorOf(request), request.params.id, request.body),
  );
  app.patch(
    '/api/projects/:id/archive',
    {
      config: requires('projects.archive'),
      schema: { params: idParams, body: archiveBody, response: { 200: projectReply } },
    },
    (request) => projects.setProjectFlag(db, actorOf(request), request.params.id, request.body),
  );
  app.patch(
    '/api/projects/:id/require-approval',
    {
      config: requires('projects.requireApproval'),
      schema: { params: idParams, body: requireApprovalBody, response: { 200: projectReply } },
    },
    (request) => projects.setProjectFlag(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/projects/:id/assignments',
    {
      config: requires('projects.read'),
      schema: { params: idParams, response: { 200: z.array(assignmentReply) } },
    },
    (request) => team.listAssignments(db, actorOf(request), request.params.id),
  );
  app.post(
    '/api/projects/:id/assignments',
    {
      config: requires('projects.manageTeam'),
      schema: { params: idParams, body: assignmentBody, response: { 201: assignmentReply } },
    },
    async (request, reply) =>
      reply.status(201).send(await team.addAssignment(db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/projects/:id/assignments/:assignmentId',
    {
      config: requires('projects.manageTeam'),
      schema: { params: assignmentParams, response: { 200: messageReply } },
    },
    async (request) => {
      await team.removeAssignment(db, actorOf(request), request.params.id, request.params.assignmentId);
      return { message: 'Removed from the project team' };
    },
  );

  app.get(
    '/api/projects/:id/foremans',
    {
      config: requires('projects.read'),
      schema: { params: idParams, response: { 200: z.array(projectForemanReply) } },
    },
    (request) => team.listForemen(db, actorOf(request), request.params.id),
  );
  app.post(
    '/api/projects/:id/foremans',
    {
      config: requires('projects.addForeman'),
      schema: { params: idParams, body: projectForemanBody, response: { 201: projectForemanReply } },
    },
    async (request, reply) =>
      reply.status(201).send(await team.addForeman(db, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/projects/:id/foremans/:foremanId',
    {
      config: requires('projects.manageForemen'),
      schema: { params: foremanParams, response: { 200: messageReply } },
    },
    async (request) => {
      await team.removeForeman(db, actorOf(request), request.params.id, request.params.foremanId);
      return { message: 'Foreman removed from the project' };
    },
  );

  app.post(
    '/api/projects/:id/share',
    {
      config: requires('projects.share'),
      schema: {
        params: idParams,
        body: shareProjectBody,
        response: { 200: z.object({ status: z.string() }) },
      },
    },
    (request) => shareProjectByEmail(ctx, actorOf(request), request.params.id, request.body),
  );
};
