import { lazy, Suspense } from 'react';
import { LoadingText } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/api';
import { Dashboard } from '../../features/dashboard/api';
import { appRoutes } from '../routes';

/** The worker's dashboard is the entries view (spec 000 §2): whatever page the /entries route loads. */
const EntriesView = lazy(() => {
  const entries = appRoutes.find((route) => route.path === '/entries');
  if (!entries) throw new Error('The route table has no /entries route');
  return entries.load();
});

/** /dashboard by role: a worker sees the entries view; admin, office and foreman their dashboards. */
export default function DashboardPage() {
  const { user } = useAuth();
  if (user?.role !== 'worker') return <Dashboard />;
  return (
    <Suspense fallback={<LoadingText className="justify-center py-16 text-base" />}>
      <EntriesView />
    </Suspense>
  );
}
