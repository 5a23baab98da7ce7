import type { ReplyOf } from '../../../lib/api';
import type { CompanyReply, UserReply } from '../../../../shared/auth/users-schemas';
import type { Docket } from '../api';
import type { ProjectForeman } from '../foreman/api';

export type { Docket, ProjectForeman };

/** One line of the Action Timeline (GET /api/timesheets/:id/events); its type is one of shared/docket-events.ts, or an older stored row's. */
export type DocketEvent = ReplyOf<'GET /api/timesheets/:id/events'>[number];

/**
 * Who is looking: a signed-in user, or someone holding a grant (the e-mailed approval link, or a
 * code-access foreman's stored grant). Nobody else sees a docket.
 */
export type Viewer =
  | { kind: 'user'; user: UserReply; company: CompanyReply }
  | { kind: 'grant'; grant: string; via: 'link' | 'code' };

export type UserViewer = Extract<Viewer, { kind: 'user' }>;
