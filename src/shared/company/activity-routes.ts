import { defineRoutes } from '../api/route';
import { companyParams } from '../schemas/params';
import { activityFilterQuery, activityListQuery, activityPageReply } from './activity-schemas';

const tag = 'Company and people';

/** The activity trail (issue 25): admin reads who changed money, people or the company. */
export const activityRoutes = defineRoutes({
  listActivity: {
    method: 'GET',
    path: '/api/companies/:companyId/activity',
    summary: 'The activity trail, newest first: filtered by person, kind and dates, a page at a time',
    tag,
    access: 'activity.read',
    params: companyParams,
    query: activityListQuery,
    reply: { 200: activityPageReply },
  },
  activityCsv: {
    method: 'GET',
    path: '/api/companies/:companyId/activity.csv',
    summary: 'The filtered activity trail as CSV (newest first)',
    tag,
    access: 'activity.read',
    params: companyParams,
    query: activityFilterQuery,
    reply: { file: 'text/csv', description: 'One row per entry, with a header row' },
  },
});
