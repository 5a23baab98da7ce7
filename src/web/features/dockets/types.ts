import type { DocketReply } from '../../../shared/schemas/dockets';
import type { ProjectReply } from '../../../shared/schemas/projects';
import type { ProjectRateItemReply } from '../../../shared/schemas/rate-items';

/** Dates travel as ISO strings in JSON. */
type AsJson<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? string | null : string };

/** A docket as GET /api/timesheets/:id and the lists return it (money fields only for money roles). */
export type Docket = AsJson<DocketReply, 'signedAt' | 'createdAt' | 'updatedAt'>;
export type DocketLineItem = Docket['lineItems'][number];
export type DocketStatus = Docket['status'];

/** An active project the user may record work on (GET /api/users/:id/assigned-projects). */
export type AssignedProject = ProjectReply;
/** A project's rate item; workers get no rate or tax. */
export type RateItem = ProjectRateItemReply;

/** A person of the company as the Worker Selection lists them. */
export type CompanyPerson = {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  role: 'admin' | 'office' | 'foreman' | 'worker';
  isActive: boolean;
};
