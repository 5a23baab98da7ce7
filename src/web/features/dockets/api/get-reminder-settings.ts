import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

export const reminderSettingsQuery = (companyId: number) =>
  queryOptions(apiQuery('GET /api/companies/:companyId/reminder-settings', { params: { companyId } }));
