import { z } from 'zod';
import { accessByCodeBody } from './approvals-schemas';
import { docketEventReply, docketReply } from './schemas';
import { accessByCodeReply, foremanSnapshotReply, grantQuery } from './foreman-schemas';
import { idParams } from '../schemas/params';
import { defineRoutes } from '../api/route';

const tag = 'Foreman access';

const byGrant =
  "Only with a grant (header X-Access-Grant, or ?grant=) from a project code or an approval e-mail's link; it opens what that grant opens, without money.";

/** The foreman without an account (spec 001 §2.4–2.6): a project code in, an expiring grant out. */
export const foremanAccessRoutes = defineRoutes({
  accessByCode: {
    method: 'POST',
    path: '/api/projects/access-by-code',
    summary: "Open a project with its code: the project's dockets for approval and a grant for later calls",
    tag,
    access: 'public',
    publicBecause:
      'The project code is the credential: every try counts in the code limiter (per client and installation-wide), which asks for a proof of work after repeated wrong codes and then refuses.',
    body: accessByCodeBody,
    reply: { 200: accessByCodeReply },
  },
  foremanSnapshot: {
    method: 'GET',
    path: '/api/foreman/access',
    summary: 'What a grant opens: the project, its foremen and its dockets sent for approval',
    tag,
    access: 'public',
    publicBecause: byGrant,
    reply: { 200: foremanSnapshotReply },
  },
  foremanDocket: {
    method: 'GET',
    path: '/api/foreman/timesheets/:id',
    summary: 'One docket a grant opens, without money',
    tag,
    access: 'public',
    publicBecause: byGrant,
    params: idParams,
    query: grantQuery,
    reply: { 200: docketReply },
  },
  foremanDocketEvents: {
    method: 'GET',
    path: '/api/foreman/timesheets/:id/events',
    summary: 'The action timeline of a docket a grant opens',
    tag,
    access: 'public',
    publicBecause: byGrant,
    params: idParams,
    query: grantQuery,
    reply: { 200: z.array(docketEventReply) },
  },
});
