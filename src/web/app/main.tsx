import './styles.css';
import { showStartupError } from './startup-error';

// Its own chunk: the landing page's code stays free of the service-worker client.
void import('../lib/service-worker').then(({ startServiceWorker }) => startServiceWorker());

const rootElement = document.getElementById('root');

/**
 * Issue 17: the landing page (`/`) starts on its own, without the app's router, query cache and
 * back office, so a phone downloads a fraction of the code; every other path starts the app. Each
 * import fetches its chunks in parallel (Vite preloads a dynamic import's dependencies).
 */
const isLandingPage = (pathname: string) => pathname === '/' || pathname === '/index.html';

if (!rootElement) {
  showStartupError(
    'The page is missing its root element (#root). Reload the page; if this keeps happening, contact support.',
  );
} else {
  const starting = isLandingPage(window.location.pathname)
    ? import('./start-landing')
    : import('./start-app');
  starting.then(
    ({ start }) => start(rootElement),
    (error: unknown) =>
      showStartupError(
        `The app could not load its code: ${error instanceof Error ? error.message : String(error)}. Check your connection and reload the page.`,
      ),
  );
}
