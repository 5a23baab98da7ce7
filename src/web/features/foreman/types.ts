import type { Docket } from '../dockets/api';

/** The project a code opens (POST /api/projects/access-by-code). */
export type ForemanProject = {
  id: number;
  name: string;
  code: string;
  location: string | null;
  jobNumber: string | null;
  requireApproval: boolean;
};

/** A project foreman without an account, as the approval picks them. */
export type ProjectForeman = { id: number; foremanName: string; foremanEmail: string };

/** What a foreman sees of a project: its dockets sent for approval and after, without money. */
export type ForemanSnapshot = {
  project: ForemanProject;
  company: { name: string; timeZone: string };
  foremen: ProjectForeman[];
  timesheets: Docket[];
};

export type AccessReply = ForemanSnapshot & { grant: { token: string; expiresAt: string } };
