import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorScreen } from './crash-screen';
import { LoadingScreen } from './loading-screen';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './route-handle';
import { appRoutes, loadSignedInLayout, type AppRoute, type PageModule } from './routes';

function lazyRoute(path: string | undefined, screen: string, load: () => Promise<PageModule>): RouteObject {
  const handle: RouteHandle = { screen };
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

const pagesFor = (access: AppRoute['access']): RouteObject[] =>
  appRoutes.filter((r) => r.access === access).map((r) => lazyRoute(r.path, r.screen, r.load));

/** The route tree: built from the table in routes.ts, plus the signed-in layout and the not-found page. */
export const routeTree: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: LoadingScreen,
    children: [
      ...pagesFor('public'),
      {
        lazy: async () => ({ Component: (await loadSignedInLayout()).default }),
        children: pagesFor('signed-in'),
      },
      lazyRoute('*', 'Page Not Found', () => import('./pages/not-found-page')),
    ],
  },
];

export const router = createBrowserRouter(routeTree);
