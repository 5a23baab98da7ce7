import { ClipboardCheck, List } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ForemanFilter } from './access-store';

type QuickActionsProps = { pending: number; onOpen: (filter: ForemanFilter) => void };

/** Spec 001 §2.5: straight to the dockets waiting for a signature, or to all of them. */
export function QuickActions({ pending, onOpen }: QuickActionsProps) {
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button
          size="xl"
          className="h-auto min-h-14 w-full px-4 py-2 text-base whitespace-normal sm:text-lg"
          disabled={pending === 0}
          onClick={() => onOpen('pending')}
        >
          <ClipboardCheck aria-hidden="true" />
          Review Pending Dockets ({pending})
        </Button>
        <Button
          size="xl"
          variant="outline"
          className="h-auto min-h-14 w-full px-4 py-2 text-base whitespace-normal sm:text-lg"
          onClick={() => onOpen('all')}
        >
          <List aria-hidden="true" />
          View All Dockets
        </Button>
        {pending === 0 && (
          <p className="text-sm text-ink-muted">Nothing is waiting for your signature right now.</p>
        )}
      </CardContent>
    </Card>
  );
}
