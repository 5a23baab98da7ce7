import { useMatches } from 'react-router';

/** What every route carries in its `handle`. */
export type RouteHandle = { screen: string };

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).screen === 'string';

/** The screen name of the deepest matched route, if it has one. */
export function useScreenName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.screen;
  }
  return undefined;
}
