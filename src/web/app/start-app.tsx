import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreStoredReads } from '../lib/offline/persist';
import { queryClient } from '../lib/query-client';
import { App } from './app';
import { describeError } from './crash-screen';
import { showStartupError } from './startup-error';

/**
 * Renders the whole app (router, query cache, signed-in pages) into the root element, once the
 * reads kept for offline use are back in the cache (DECISIONS 'Offline'; at most 1.5 s).
 */
export async function start(rootElement: HTMLElement): Promise<void> {
  await restoreStoredReads(queryClient);
  const fail = (error: unknown) => {
    const { summary, stack } = describeError(error);
    showStartupError(`The app failed to render: ${summary}`, stack);
  };
  try {
    createRoot(rootElement, { onUncaughtError: fail }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    fail(error);
  }
}
