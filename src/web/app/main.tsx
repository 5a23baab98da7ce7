import './styles.css';
import { startSessionCheck } from '../lib/early-session';
import { whenIdle } from '../lib/when-idle';
import { showStartupError } from './startup-error';

// Its own chunk (the landing page's code stays free of the service-worker client), started a few
// seconds after the page has loaded, when the browser is idle: installing the worker fetches the
// whole app for offline use (about 4 MB), which must not compete with a slow phone's first screen
// and its first reads (issue 17). `load` comes as soon as the start-up code has run, before them.
const WORKER_START_DELAY_MS = 5000;
const startWorker = () =>
  setTimeout(
    () =>
      whenIdle(
        () => void import('../lib/service-worker').then(({ startServiceWorker }) => startServiceWorker()),
      ),
    WORKER_START_DELAY_MS,
  );
if (document.readyState === 'complete') startWorker();
else window.addEventListener('load', startWorker, { once: true });

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
  // Two separate import() calls: each carries its own chunks to preload (one conditional import()
  // would preload the app's for the landing page too).
  const startLanding = () => import('./start-landing');
  const startApp = () => {
    startSessionCheck();
    void import('./preload-route')
      .then(({ preloadRoute }) => preloadRoute(window.location.pathname, window.location.search))
      .catch(() => undefined);
    return import('./start-app');
  };
  const starting = isLandingPage(window.location.pathname) ? startLanding() : startApp();
  starting.then(
    ({ start }) => start(rootElement),
    (error: unknown) =>
      showStartupError(
        `The app could not load its code: ${error instanceof Error ? error.message : String(error)}. Check your connection and reload the page.`,
      ),
  );
}
