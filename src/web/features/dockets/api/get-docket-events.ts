import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';
import type { Viewer } from '../preview/types';
import { withGrant } from '../with-grant';

/** The docket's timeline, as this viewer may see it. */
export const eventsFor = (viewer: Viewer, id: number) =>
  queryOptions({
    ...(viewer.kind === 'user'
      ? apiQuery('GET /api/timesheets/:id/events', { params: { id } })
      : apiQuery('GET /api/foreman/timesheets/:id/events', { params: { id }, ...withGrant(viewer.grant) })),
    staleTime: 0,
  });
