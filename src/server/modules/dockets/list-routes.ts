import { z } from 'zod';
import { docketRangeQuery, docketReply, DOCKET_STATUSES } from '../../../shared/schemas/dockets';
import { projectReply } from '../../../shared/schemas/projects';
import { actorOf } from '../../access/guard';
import { requires } from '../../access/route-access';
import type { AppModule } from '../../http/module';
import { companyParams, idParams } from '../../http/params';
import { officeDashboard } from './dashboard';
import { assignedProjects, listCompanyDockets, listProjectDockets, listWorkerDockets } from './lists';

const read = requires('dockets.read');

const dashboardReply = z.object({
  week: z.object({ today: z.string(), start: z.string(), end: z.string() }),
  awaitingApproval: z.object({ count: z.number(), dockets: z.array(docketReply) }),
  readyToInvoice: z.object({ count: z.number(), totalValue: z.string(), dockets: z.array(docketReply) }),
  hoursThisWeek: z.array(z.object({ projectName: z.string(), hours: z.string() })),
  recentDockets: z.array(docketReply),
});

export const docketListsModule: AppModule = (app, { database: { db, reads } }) => {
  app.get(
    '/api/users/:id/timesheets',
    {
      config: read,
      schema: { params: idParams, querystring: docketRangeQuery, response: { 200: z.array(docketReply) } },
    },
    (request) => listWorkerDockets(db, reads, actorOf(request), request.params.id, request.query),
  );
  app.get(
    '/api/companies/:companyId/timesheets',
    {
      config: read,
      schema: {
        params: companyParams,
        querystring: docketRangeQuery.and(
          z.object({
            billableOnly: z
              .enum(['true', 'false'])
              .optional()
              .transform((v) => v === 'true'),
            status: z.enum(DOCKET_STATUSES).optional(),
            limit: z.coerce.number().int().min(1).max(1000).default(200),
          }),
        ),
        response: { 200: z.array(docketReply) },
      },
    },
    (request) => listCompanyDockets(db, actorOf(request), request.query),
  );
  app.get(
    '/api/projects/:id/timesheets',
    { config: read, schema: { params: idParams, response: { 200: z.array(docketReply) } } },
    (request) => listProjectDockets(db, actorOf(request), request.params.id),
  );
  app.get(
    '/api/users/:id/assigned-projects',
    { config: read, schema: { params: idParams, response: { 200: z.array(projectReply) } } },
    (request) => assignedProjects(db, actorOf(request), request.params.id),
  );
  app.get(
    '/api/companies/:companyId/dashboard',
    {
      config: requires('dashboard.office'),
      schema: { params: companyParams, response: { 200: dashboardReply } },
    },
    (request) => officeDashboard(db, actorOf(request)),
  );
};
