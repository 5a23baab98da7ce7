import type { ReplyOf } from '../../../lib/api';

/**
 * What a foreman sees of a project: its dockets sent for approval and after, without money
 * (GET /api/foreman/access). An approval link's snapshot has no project code.
 */
export type ForemanSnapshot = ReplyOf<'GET /api/foreman/access'>;

/** The snapshot a right project code opens, with the grant later calls carry. */
export type AccessReply = ReplyOf<'POST /api/projects/access-by-code'>;

/** The project a code opens. */
export type ForemanProject = ForemanSnapshot['project'];

/** A project foreman without an account, as the approval picks them. */
export type ProjectForeman = ForemanSnapshot['foremen'][number];
