import type { z } from 'zod';
import type { createDocketBody, updateDocketBody } from '../../../shared/dockets/schemas';
import type { ReplyOf } from '../../lib/api';

/** What the browser sends: the input side of the server's own schemas. */
export type CreateDocketBody = z.input<typeof createDocketBody>;
export type UpdateDocketBody = z.input<typeof updateDocketBody>;

/** A docket as GET /api/timesheets/:id and the lists return it (money fields only for money roles). */
export type Docket = ReplyOf<'GET /api/timesheets/:id'>;
export type DocketLineItem = Docket['lineItems'][number];
export type DocketStatus = Docket['status'];

/** An active project the user may record work on (GET /api/users/:id/assigned-projects). */
export type AssignedProject = ReplyOf<'GET /api/users/:id/assigned-projects'>[number];
/** A project's rate item; workers get no rate or tax. */
export type RateItem = ReplyOf<'GET /api/projects/:id/rate-items'>[number];

/** A person of the company as the Worker Selection lists them (the fields it reads). */
export type CompanyPerson = Pick<
  ReplyOf<'GET /api/companies/:companyId/users'>[number],
  'id' | 'firstName' | 'lastName' | 'username' | 'role' | 'isActive'
>;
