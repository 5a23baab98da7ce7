import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type * as Stream from './live-stream';
import type { LiveSource } from './live-stream';
import { whenIdle } from './when-idle';

export type { LiveSource } from './live-stream';

/** Opens the stream and its wake-ups (back online, tab visible again); answers what closes them. */
function openStream(
  { connectLive, invalidateFor }: typeof Stream,
  source: LiveSource,
  client: QueryClient,
): () => void {
  const live = connectLive(source, {
    fetch: (...args) => fetch(...args),
    onEvents: (events) => void invalidateFor(client, events),
  });
  const wake = () => {
    if (document.visibilityState === 'visible') live.reconnectNow();
  };
  const online = () => live.reconnectNow(true);
  window.addEventListener('online', online);
  document.addEventListener('visibilitychange', wake);
  return () => {
    window.removeEventListener('online', online);
    document.removeEventListener('visibilitychange', wake);
    live.stop();
  };
}

/**
 * Keeps the tab's stream open while the component is mounted, and refetches what changes touch.
 * `null`: no stream (signed out, or no grant yet). The stream's code (live-stream.ts, with the
 * event schema and so zod) loads once the page has shown and the browser is idle: it is not needed
 * for the first paint (issue 17), and a change made meanwhile is caught by the page's own read.
 */
export function useLiveUpdates(source: LiveSource | null): void {
  const client = useQueryClient();
  const grant = source?.kind === 'grant' ? source.grant : null;
  const kind = source?.kind ?? null;
  useEffect(() => {
    if (kind === null) return;
    let ended = false;
    let close: (() => void) | null = null;
    const cancel = whenIdle(() => {
      void import('./live-stream').then((stream) => {
        if (!ended)
          close = openStream(stream, grant === null ? { kind: 'session' } : { kind: 'grant', grant }, client);
      });
    });
    return () => {
      ended = true;
      cancel();
      close?.();
    };
  }, [client, kind, grant]);
}
