import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/api';
import { SetupBanner } from '../setup-banner/api';
import { SignedInFrame } from '../shell/api';
import { LoadingScreen } from '../loading-screen';

/**
 * Parent of every signed-in route (see `access` in routes.ts): waits for the session check, sends
 * visitors without a session to /login (remembering where they were going), and wraps the page in
 * the shared frame of spec 000 §2.
 */
export default function SignedInLayout() {
  const { user, company, loading, signingOut, logout } = useAuth();
  const location = useLocation();

  // Signing out navigates to '/'. React may render this layout once more, without a user, before
  // the home page: the address already says where we are going, so that render must not redirect.
  const leaving = window.location.pathname !== location.pathname;

  if (loading) return <LoadingScreen label="Checking your session…" />;
  if (signingOut || (!user && leaving)) return <LoadingScreen label="Signing out…" />;
  if (!user || !company) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return (
    <SignedInFrame user={user} company={company} onSignOut={() => void logout()}>
      <Outlet />
      <SetupBanner />
    </SignedInFrame>
  );
}
