import { lazy, Suspense } from 'react';
import { can } from '../../../shared/roles';
import { LoadingText } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/api';
import { Dashboard } from '../dashboard/api';
import { loadEntriesPage } from './entries-page';

/** The worker's dashboard is the entries view (spec 000 §2): the same page the /entries route loads. */
const EntriesView = lazy(loadEntriesPage);

/** /dashboard by role: a worker sees the entries view; admin, office and foreman their dashboards. */
export default function DashboardPage() {
  const { user } = useAuth();
  if (!user || can(user.role, 'dashboard.open')) return <Dashboard />;
  return (
    <Suspense fallback={<LoadingText className="justify-center py-16 text-base" />}>
      <EntriesView />
    </Suspense>
  );
}
