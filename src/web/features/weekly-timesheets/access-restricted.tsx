import { LayoutDashboard, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** /weekly-timesheets for a role that may not use it (002 §6). */
export function WeeklyAccessRestricted() {
  return (
    <main className="mx-auto flex max-w-7xl justify-center px-4 py-10 sm:px-6 sm:py-16">
      <Card className="flex w-full max-w-md flex-col items-center gap-3 px-5 py-8 text-center sm:px-8">
        <div className="mb-1 flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand-text">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-2xl leading-tight font-extrabold tracking-tight">Access Restricted</h1>
        <p className="text-base text-pretty text-ink-muted">
          Weekly timesheet management is only available to admin and office users.
        </p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </Card>
    </main>
  );
}
