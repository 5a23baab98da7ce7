import { useQuery } from '@tanstack/react-query';
import { can, type Role } from '../../../shared/roles';
import { LoadFailed } from '../../components/load-failed';
import { ownRecentQuery } from '../../features/dockets/api/get-worker-dockets';
import { mostRecent } from './most-recent';
import { RecentDockets } from './recent-dockets';

type OwnRecentDocketsProps = { userId: number; role: Role; timeZone: string };

/** The signed-in user's own 3 most recent dockets of the last 14 days (spec 001 §2.8). */
export function OwnRecentDockets({ userId, role, timeZone }: OwnRecentDocketsProps) {
  const list = useQuery(ownRecentQuery(userId, timeZone));
  return (
    <RecentDockets
      title="Your recent dockets"
      dockets={list.data ? mostRecent(list.data) : undefined}
      userId={userId}
      showWorker={false}
      showMoney={can(role, 'money.read')}
      emptyText="No dockets in the last 14 days. Record your own work from Entries."
      failure={
        list.isError && !list.data ? (
          <LoadFailed title="Unable to load your recent dockets" onRetry={() => void list.refetch()} />
        ) : undefined
      }
    />
  );
}
