import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

type LogPageHeaderProps = {
  title: string;
  description: ReactNode;
  /** The refresh button's label ('Refresh Logs', 'Refresh All'). */
  refreshLabel: string;
  refreshing: boolean;
  onRefresh: () => void;
};

/** A log screen's title and line under it, with its refresh button (spinning while it reads). */
export function LogPageHeader({
  title,
  description,
  refreshLabel,
  refreshing,
  onRefresh,
}: LogPageHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        <p className="text-base text-ink-muted">{description}</p>
      </div>
      <Button variant="outline" className="max-sm:w-full" disabled={refreshing} onClick={onRefresh}>
        <RefreshCw aria-hidden="true" className={cn(refreshing && 'motion-safe:animate-spin')} />
        {refreshLabel}
      </Button>
    </div>
  );
}
