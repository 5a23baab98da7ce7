import { z } from 'zod';
import { docketReply } from './schemas';
import { tooLongMessage } from '../schemas/fields';

const grant = z.string().max(200, tooLongMessage('Access grant', 200)).optional();

/** A grant may also ride in the query (`?grant=`), for links and file downloads (access/grants.ts). */
export const grantQuery = z.object({ grant });

/** A docket's PDF: signed in, or with a grant, or with the bare project code of the spec's calls. */
export const docketPdfQuery = z.object({
  projectCode: z.string().max(20, tooLongMessage('Project code', 20)).optional(),
  grant,
});

/** What a foreman without an account sees of a project: its dockets sent for approval and after, without money. */
export const foremanSnapshotReply = z.object({
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

/** An expiring grant: later calls carry its token (header X-Access-Grant) instead of the code. */
export const grantReply = z.object({ token: z.string(), expiresAt: z.date() });

export const accessByCodeReply = foremanSnapshotReply.extend({ grant: grantReply });
