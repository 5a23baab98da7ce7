import { FileQuestion } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isIsoDate, todayIn } from '../../../../shared/dates';
import { can } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/auth/users-schemas';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/request';
import { useAuth } from '../../auth/api';
import { LoadFailed } from '../../../components/load-failed';
import { PageFrame } from '../page-states';
import { useDocketOnPhone } from '../offline/docket-on-phone';
import { returnToOf } from '../open-stored-entry';
import { AccessDenied } from '../../../components/access-denied';
import { DocketForm } from './docket-form';

/**
 * /timesheets/create (?date=) and /timesheets/:id/edit (spec 001 §2.3). Office sees Access Denied on
 * creating only: it may edit any existing docket of the company.
 * An edit the day page opened carries that page in its navigation state, to go back to.
 */
export default function DocketFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (id === undefined) {
    // Office edits any existing docket but records none (DECISIONS 'Office and existing dockets').
    if (!can(user.role, 'dockets.create'))
      return <AccessDenied message="Timesheet creation is restricted for office staff." />;
    const asked = params.get('date');
    const date = asked && isIsoDate(asked) ? asked : todayIn(company.timeZone);
    return <DocketForm key={date} user={user} date={date} />;
  }
  return <EditDocket id={Number(id)} returnTo={returnToOf(location.state)} />;
}

function EditDocket({ id, returnTo }: { id: number; returnTo: string | null }) {
  const { user } = useAuth();
  if (!user) return null;
  return <EditOnPhone user={user} id={id} returnTo={returnTo} />;
}

function EditOnPhone({ user, id, returnTo }: { user: UserReply; id: number; returnTo: string | null }) {
  const { docket, data } = useDocketOnPhone(user, id, Number.isInteger(id) && id !== 0);
  if (docket.isError || !Number.isInteger(id)) {
    if (!(docket.error instanceof ApiError && docket.error.status === 404) && Number.isInteger(id)) {
      return (
        <PageFrame className="max-w-lg py-16">
          <LoadFailed title="Failed to fetch timesheets" onRetry={() => void docket.refetch()} />
        </PageFrame>
      );
    }
    return (
      <PageFrame className="max-w-lg justify-items-center py-16 text-center">
        <FileQuestion aria-hidden="true" className="size-10 text-brand-text" />
        <h1 className="text-2xl font-extrabold">Docket not found</h1>
        <p className="text-ink-muted">
          The docket you&apos;re looking for doesn&apos;t exist or you don&apos;t have access to it.
        </p>
        <Button asChild size="lg">
          <Link to="/entries">Back to Entries</Link>
        </Button>
      </PageFrame>
    );
  }
  if (!data) return <LoadingText label="Loading docket..." className="justify-center py-16 text-base" />;
  return <DocketForm key={data.id} user={user} date={data.date} docket={data} returnTo={returnTo} />;
}
