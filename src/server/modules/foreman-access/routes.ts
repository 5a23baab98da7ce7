import { z } from 'zod';
import { accessByCodeBody } from '../../../shared/schemas/approvals';
import { docketEventReply, docketReply } from '../../../shared/schemas/dockets';
import { requireGrant } from '../../access/grants';
import { publicRoute } from '../../access/route-access';
import type { AppModule } from '../../http/module';
import { idParams } from '../../http/params';
import { eventsOf } from '../dockets/events-service';
import { docketView } from '../dockets/views';
import { createForemanAccess, docketForGrant } from './service';

const snapshotReply = z.object({
  project: z.object({
    id: z.number(),
    name: z.string(),
    /** Absent for an approval link: it opens one docket, not the project. */
    code: z.string().optional(),
    location: z.string().nullable(),
    jobNumber: z.string().nullable(),
    requireApproval: z.boolean(),
  }),
  /** The time zone every date and time on the foreman's screens is shown in (DECISIONS 'Times shown'). */
  company: z.object({ name: z.string(), timeZone: z.string() }),
  foremen: z.array(z.object({ id: z.number(), foremanName: z.string(), foremanEmail: z.string() })),
  timesheets: z.array(docketReply),
});
const grantReply = z.object({ token: z.string(), expiresAt: z.date() });

/** The foreman without an account: project code in, an expiring project grant out; then the project's dockets. */
export const foremanAccessModule: AppModule = (app, { database: { db }, limits }) => {
  const access = createForemanAccess(db, limits.codes);

  app.post(
    '/api/projects/access-by-code',
    {
      config: publicRoute,
      schema: { body: accessByCodeBody, response: { 200: snapshotReply.extend({ grant: grantReply }) } },
    },
    (request) => access.accessByCode(request.body.code, request),
  );
  app.get(
    '/api/foreman/access',
    { config: publicRoute, schema: { response: { 200: snapshotReply } } },
    async (request) => access.snapshotFor(await requireGrant(db, request)),
  );
  app.get(
    '/api/foreman/timesheets/:id',
    {
      config: publicRoute,
      schema: {
        params: idParams,
        querystring: z.object({ grant: z.string().max(200).optional() }),
        response: { 200: docketReply },
      },
    },
    async (request) => {
      const grant = await requireGrant(db, request);
      await docketForGrant(db, grant, request.params.id);
      return docketView(db, { money: false }, request.params.id);
    },
  );
  app.get(
    '/api/foreman/timesheets/:id/events',
    {
      config: publicRoute,
      schema: {
        params: idParams,
        querystring: z.object({ grant: z.string().max(200).optional() }),
        response: { 200: z.array(docketEventReply) },
      },
    },
    async (request) => {
      const grant = await requireGrant(db, request);
      await docketForGrant(db, grant, request.params.id);
      return eventsOf(db, request.params.id);
    },
  );
};
