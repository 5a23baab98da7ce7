import { House, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button';

/** A screen this role does not use: 'Access Denied', why, and the way back to the dashboard. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <main className="mx-auto grid w-full max-w-lg place-items-center px-4 py-16">
      <div className="grid w-full justify-items-center gap-3 rounded-card border border-line bg-surface px-6 py-10 text-center shadow-sm">
        <div className="flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight">Access Denied</h1>
        <p className="text-base text-ink-muted">{message}</p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/dashboard">
            <House aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </div>
    </main>
  );
}
