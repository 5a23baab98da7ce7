import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';
import type { Viewer } from '../preview/types';
import { withGrant } from '../with-grant';

/** The docket as this viewer may see it: signed in with money by role, with a grant never money. */
export const docketFor = (viewer: Viewer, id: number) =>
  queryOptions({
    ...(viewer.kind === 'user'
      ? apiQuery('GET /api/timesheets/:id', { params: { id } })
      : apiQuery('GET /api/foreman/timesheets/:id', { params: { id }, ...withGrant(viewer.grant) })),
    staleTime: 0,
  });
