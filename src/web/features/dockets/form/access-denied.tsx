import { House, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageFrame } from '../page-states';

/** Office staff do not record dockets (spec 001 §2.3 access guard). */
export function AccessDenied() {
  return (
    <PageFrame className="max-w-lg place-items-center py-16">
      <div className="grid w-full justify-items-center gap-3 rounded-card border border-line bg-surface px-6 py-10 text-center shadow-sm">
        <div className="flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight">Access Denied</h1>
        <p className="text-base text-ink-muted">Timesheet creation is restricted for office staff.</p>
        <Button asChild size="lg" className="mt-2">
          <Link to="/dashboard">
            <House aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </div>
    </PageFrame>
  );
}
