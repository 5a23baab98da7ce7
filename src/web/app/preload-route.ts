import { startEarlyRead } from '../lib/early-reads';
import { peekSessionCheck } from '../lib/early-session';
import { appRoutes, loadSignedInLayout } from './routes';

/**
 * Whether a route's path (`/entries/:date`) fits a pathname, segment by segment. Only a guess of
 * which chunks to fetch early: react-router's own matching decides what shows (react-router is
 * not imported here, so this runs before its chunk has arrived).
 */
export function fits(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/**
 * Starts downloading the code of the page at `pathname` (its chunk and, for a signed-in page, the
 * signed-in layout) while the app's start-up code is still downloading (app/main.tsx); the router's
 * own lazy load of the same modules then finds them ready. Before, a page's chunks were a second
 * wave, asked for only once the start-up code had run (issue 17: Largest Contentful Paint on a slow
 * network). A guess that misses costs a download, never a wrong page.
 */
export function preloadRoute(pathname: string, search = ''): void {
  const route = appRoutes.find((r) => fits(r.path, pathname));
  if (!route) return;
  const loads: Promise<unknown>[] = [route.load()];
  if (route.access === 'signed-in') loads.push(loadSignedInLayout());
  // A failed download shows when the router asks for the page; here it is only a hint.
  for (const load of loads) load.catch(() => undefined);
  // The page's first data too, once the session check started with the page has answered.
  const { firstReads } = route;
  if (firstReads)
    peekSessionCheck()
      ?.then((session) => firstReads(session, search).forEach(startEarlyRead))
      .catch(() => undefined);
}
