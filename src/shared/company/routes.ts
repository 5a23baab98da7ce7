import { z } from 'zod';
import { companyUpdateBody, companyUserReply, roleChangeBody, userIdParams, userNameReply } from './schemas';
import { companyParams, idParams } from '../schemas/params';
import { companyReply, userProfileReply, userReply } from '../auth/users-schemas';
import { defineRoutes } from '../api/route';
import { companyExportRoutes } from './export-routes';
import { activityRoutes } from './activity-routes';

const tag = 'Company and people';

/** The company's details and join code, and its people (spec 002 §5, DECISIONS 'Removing people'). */
export const companiesRoutes = defineRoutes({
  getCompany: {
    method: 'GET',
    path: '/api/companies/:companyId',
    summary: 'The company (its join code only for admin and office)',
    tag,
    access: 'company.read',
    params: companyParams,
    reply: { 200: companyReply },
  },
  updateCompany: {
    method: 'PUT',
    path: '/api/companies/:companyId',
    summary: "Change the company's details and defaults",
    tag,
    access: 'company.update',
    params: companyParams,
    body: companyUpdateBody,
    reply: { 200: companyReply },
  },
  listUsers: {
    method: 'GET',
    path: '/api/companies/:companyId/users',
    summary: "The company's people with their roles and whether they are active",
    tag,
    access: 'users.read',
    params: companyParams,
    reply: { 200: z.array(companyUserReply) },
  },
  listUserNames: {
    method: 'GET',
    path: '/api/users',
    summary: "The names and roles of the company's people",
    tag,
    access: 'company.read',
    reply: { 200: z.array(userNameReply) },
  },
  getUser: {
    method: 'GET',
    path: '/api/users/:id',
    summary: 'One person of the company',
    tag,
    access: 'session.use',
    params: idParams,
    reply: { 200: userProfileReply },
  },
  changeRole: {
    method: 'PUT',
    path: '/api/users/:userId/role',
    summary: "Change a person's role (the company always keeps one active admin)",
    tag,
    access: 'users.changeRole',
    params: userIdParams,
    body: roleChangeBody,
    reply: { 200: userReply },
  },
  deactivateUser: {
    method: 'POST',
    path: '/api/users/:userId/deactivate',
    summary: 'Deactivate a person: they can no longer sign in (their records stay)',
    tag,
    access: 'users.deactivate',
    params: userIdParams,
    reply: { 200: userReply },
  },
  reactivateUser: {
    method: 'POST',
    path: '/api/users/:userId/reactivate',
    summary: 'Let a deactivated person sign in again',
    tag,
    access: 'users.deactivate',
    params: userIdParams,
    reply: { 200: userReply },
  },
  newCompanyCode: {
    method: 'POST',
    path: '/api/companies/:companyId/code',
    summary: 'Issue a new company join code (the old one stops working)',
    tag,
    access: 'company.newCode',
    params: companyParams,
    reply: { 200: companyReply },
  },
  ...activityRoutes,
  ...companyExportRoutes,
});
