import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast-store';
import { previewPath, rememberReturnTo } from './preview-link';
import { docketQuery } from './api/get-docket';

/** Spec 001 §9: after 'Complete Entry' on a project that needs approval, open the preview 1000 ms later. */
export const PREVIEW_DELAY_MS = 1000;

/**
 * Opens a new docket's preview after the delay, once the docket can be fetched; otherwise
 * tells the user where to find it. Leaving the page first cancels the move.
 */
export function useOpenPreviewLater() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  return useCallback(
    (id: number, returnTo: string) => {
      timer.current = setTimeout(() => {
        client.fetchQuery(docketQuery(id)).then(
          () => {
            if (!alive.current) return;
            rememberReturnTo(returnTo);
            void navigate(previewPath(id));
          },
          () =>
            toast({
              title: 'Navigation delayed',
              description: 'Docket is being created. Please check your dockets page.',
            }),
        );
      }, PREVIEW_DELAY_MS);
    },
    [client, navigate],
  );
}
