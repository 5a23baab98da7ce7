import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveUpdates } from '../../../lib/live';
import { ApiError } from '../../../lib/request';
import type { ForemanAccess } from './access-store';
import { getForemanAccess } from '../api/get-foreman-access';
import type { AccessReply, ForemanSnapshot } from './types';

export const snapshotKey = (projectId: number) => ['/api/foreman/access', projectId] as const;

/** True when the server no longer accepts the grant (it expired or the project closed). */
export const isExpired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401;

type Options = {
  /** Called once when the grant is refused, with the server's message. */
  onExpired: (message: string) => void;
  /** The docket list refreshes whenever the window regains focus (spec 001 §2.6). */
  refreshOnFocus?: boolean;
};

/** The project's dockets as the grant opens them (GET /api/foreman/access). */
export function useForemanSnapshot(access: ForemanAccess | null, { onExpired, refreshOnFocus }: Options) {
  useLiveUpdates(access ? { kind: 'grant', grant: access.grant } : null);
  const query = useQuery({
    queryKey: snapshotKey(access?.project.id ?? 0),
    queryFn: ({ signal }) => getForemanAccess(access!.grant, signal),
    enabled: access !== null,
    staleTime: 15_000,
    refetchOnWindowFocus: refreshOnFocus ? 'always' : false,
  });
  const expiredRef = useRef(onExpired);
  useEffect(() => {
    expiredRef.current = onExpired;
  });
  const { error } = query;
  useEffect(() => {
    if (isExpired(error)) expiredRef.current(error.message);
  }, [error]);
  return query;
}

/** Puts the snapshot that came with a new grant in the cache, so the dashboard needs no second call. */
export function useSeedSnapshot() {
  const queryClient = useQueryClient();
  return ({ grant: _grant, ...snapshot }: AccessReply) =>
    queryClient.setQueryData<ForemanSnapshot>(snapshotKey(snapshot.project.id), snapshot);
}
