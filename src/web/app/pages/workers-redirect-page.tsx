import { Navigate } from 'react-router';

/** /workers (admin navigation) has no screen of its own: it is the Users tab of Settings (DECISIONS). */
export default function WorkersRedirectPage() {
  return <Navigate to="/settings?tab=users" replace />;
}
