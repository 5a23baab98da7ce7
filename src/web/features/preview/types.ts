import type { DocketEventType } from '../../../shared/docket-events';
import type { CompanyReply, UserReply } from '../../../shared/schemas/users';
import type { Docket } from '../dockets/api';
import type { ProjectForeman } from '../foreman/api';

export type { Docket, ProjectForeman };

/** One line of the Action Timeline (GET /api/timesheets/:id/events). */
export type DocketEvent = {
  id: number;
  timesheetId: number;
  /** One of shared/docket-events.ts; an older stored row may carry another type. */
  eventType: DocketEventType | (string & {});
  description: string | null;
  userId: number | null;
  details: Record<string, unknown>;
  createdAt: string;
};

/**
 * Who is looking: a signed-in user, or someone holding a grant (the e-mailed approval link, or a
 * code-access foreman's stored grant). Nobody else sees a docket.
 */
export type Viewer =
  | { kind: 'user'; user: UserReply; company: CompanyReply }
  | { kind: 'grant'; grant: string; via: 'link' | 'code' };
