import { z } from 'zod';
import { projectReply } from '../../../shared/schemas/projects';
import { actorOf } from '../../access/guard';
import { requires } from '../../access/route-access';
import type { AppModule } from '../../http/module';
import { companyParams } from '../../http/params';
import { listProjects } from './service';

export const projectsModule: AppModule = (app, { database: { db } }) => {
  app.get(
    '/api/companies/:companyId/projects',
    {
      config: requires('projects.read'),
      schema: { params: companyParams, response: { 200: z.array(projectReply) } },
    },
    (request) => listProjects(db, actorOf(request)),
  );
};
