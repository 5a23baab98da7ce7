import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AuthProvider } from '../../features/auth/api';
import { useScreenName } from '../route-handle';

/** A thin amber bar at the top while the next page's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-soft"
    >
      <div className="h-full w-2/5 animate-progress bg-brand-active" />
    </div>
  );
}

/** Wraps every route: the session, page title, navigation progress and scroll restoration. */
export function RootLayout() {
  const screen = useScreenName();
  const title = screen && screen !== 'Home' ? `${screen} · SiteDockets` : 'SiteDockets';
  return (
    <AuthProvider>
      <title>{title}</title>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
