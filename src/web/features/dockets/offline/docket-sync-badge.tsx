import { Badge } from '../../../components/ui/badge';
import { docketSyncState } from '../offline-docket';
import { useQueueState } from './use-queue';

/** On a docket of the week and day lists: 'Waiting to send' or 'Needs attention' (with the reason). */
export function DocketSyncBadge({ docketId }: { docketId: number }) {
  const sync = docketSyncState(useQueueState(), { id: docketId });
  if (!sync) return null;
  return sync.kind === 'waiting' ? (
    <Badge variant="blue">Waiting to send</Badge>
  ) : (
    <Badge variant="red" title={sync.message}>
      Needs attention
    </Badge>
  );
}
