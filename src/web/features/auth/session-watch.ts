import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/request';
import { meCall } from './api/get-me';

/**
 * While signed in, a cached read that fails with 401 may mean the session was revoked elsewhere.
 * The session is checked once more; if the server refuses it too, the user is signed out silently
 * (spec 000 §4: a failed session check never shows an error).
 */
export function useSessionWatch(active: boolean, dropSession: () => void): void {
  const queryClient = useQueryClient();
  const checking = useRef(false);

  useEffect(() => {
    if (!active) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const { error } = event.action;
      if (!(error instanceof ApiError) || error.status !== 401 || checking.current) return;
      checking.current = true;
      meCall()
        .catch((failure: unknown) => {
          if (failure instanceof ApiError && failure.status === 401) dropSession();
        })
        .finally(() => {
          checking.current = false;
        });
    });
  }, [active, dropSession, queryClient]);
}
