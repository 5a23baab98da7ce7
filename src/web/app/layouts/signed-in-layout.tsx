import { Outlet } from 'react-router';

/**
 * Parent of every signed-in route (see `access` in routes.ts). The session guard and the shared
 * page frame of spec 000 §2 (header, navigation, banners) belong here; today it renders the page.
 */
export default function SignedInLayout() {
  return <Outlet />;
}
