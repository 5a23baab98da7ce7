import type { z } from 'zod';
import type { companyRateItemBody } from '../../../../shared/projects/rate-items-schemas';
import type { ReplyOf } from '../../../lib/api';

export type ProjectCard = ReplyOf<'GET /api/projects/:id'>;
export type Assignment = ReplyOf<'GET /api/projects/:id/assignments'>[number];
export type ProjectForeman = ReplyOf<'GET /api/projects/:id/foremans'>[number];
export type ProjectRateItem = ReplyOf<'GET /api/projects/:id/rate-items'>[number];
export type CompanyRateItem = ReplyOf<'GET /api/companies/:companyId/rate-items'>[number];
export type CompanyUser = ReplyOf<'GET /api/companies/:companyId/users'>[number];

/** The company rate item form's values as typed, and as sent once the schema has read them. */
export type FormValues = z.input<typeof companyRateItemBody>;
export type RateItemValues = z.output<typeof companyRateItemBody>;
