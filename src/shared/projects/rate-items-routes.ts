import { z } from 'zod';
import { companyParams, idParams } from '../schemas/params';
import {
  companyRateItemBody,
  companyRateItemParams,
  companyRateItemReply,
  companyRateItemUpdate,
  projectRateItemBody,
  projectRateItemReply,
  projectRateItemUpdate,
} from './rate-items-schemas';
import { messageReply } from '../auth/users-schemas';
import { defineRoutes } from '../api/route';

const tag = 'Rate items';

/** The company's billable items (Settings) and each project's rate items (spec 002 §5). */
export const rateItemsRoutes = defineRoutes({
  listCompanyRateItems: {
    method: 'GET',
    path: '/api/companies/:companyId/rate-items',
    summary: "The company's billable items",
    tag,
    access: 'companyRateItems.read',
    params: companyParams,
    reply: { 200: z.array(companyRateItemReply) },
  },
  createCompanyRateItem: {
    method: 'POST',
    path: '/api/companies/:companyId/rate-items',
    summary: 'Add a billable item to the company',
    tag,
    access: 'companyRateItems.manage',
    params: companyParams,
    body: companyRateItemBody,
    reply: { 201: companyRateItemReply },
    idempotent: true,
  },
  updateCompanyRateItem: {
    method: 'PUT',
    path: '/api/companies/:companyId/rate-items/:id',
    summary: 'Change a billable item (only the fields sent)',
    tag,
    access: 'companyRateItems.manage',
    params: companyRateItemParams,
    body: companyRateItemUpdate,
    reply: { 200: companyRateItemReply },
  },
  deleteCompanyRateItem: {
    method: 'DELETE',
    path: '/api/companies/:companyId/rate-items/:id',
    summary: 'Delete a billable item',
    tag,
    access: 'companyRateItems.manage',
    params: companyRateItemParams,
    reply: { 200: messageReply },
  },
  listProjectRateItems: {
    method: 'GET',
    path: '/api/projects/:id/rate-items',
    summary: "The project's rate items (workers get them without rate and tax)",
    tag,
    access: 'projects.read',
    params: idParams,
    reply: { 200: z.array(projectRateItemReply) },
  },
  createProjectRateItem: {
    method: 'POST',
    path: '/api/projects/:id/rate-items',
    summary: 'Add a rate item to the project, from a billable item or new',
    tag,
    access: 'projectRateItems.manage',
    params: idParams,
    body: projectRateItemBody,
    reply: { 201: projectRateItemReply },
    idempotent: true,
  },
  updateProjectRateItem: {
    method: 'PUT',
    path: '/api/project-rate-items/:id',
    summary: "Change a project's rate item (only the fields sent)",
    tag,
    access: 'projectRateItems.manage',
    params: idParams,
    body: projectRateItemUpdate,
    reply: { 200: projectRateItemReply },
  },
  deleteProjectRateItem: {
    method: 'DELETE',
    path: '/api/project-rate-items/:id',
    summary: 'Remove a rate item from the project',
    tag,
    access: 'projectRateItems.manage',
    params: idParams,
    reply: { 200: messageReply },
  },
});
