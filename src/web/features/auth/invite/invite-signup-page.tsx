import { Link2Off, LogIn, RotateCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/request';
import { AuthHeading, AuthShell } from '../auth-shell';
import { useInvitationValidation } from '../api/validate-invitation';
import { InvitationSummary } from './invitation-summary';
import { InviteForm } from './invite-form';

function InvalidInvitation({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger">
        <Link2Off aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight">Invalid invitation link</h1>
      <p className="text-base text-ink-muted">
        {notFound
          ? 'This invitation link is not valid or has expired. Ask the person who invited you to send a new one.'
          : 'Failed to validate invitation. Check your connection and try again.'}
      </p>
      <div className="mt-3 grid w-full gap-2">
        {!notFound && (
          <Button size="lg" variant="outline" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Try Again
          </Button>
        )}
        <Button asChild size="xl">
          <Link to="/login">
            <LogIn aria-hidden="true" />
            Go to Login
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** Invitation sign-up (spec 000 §2): /signup/invite/:token from the invitation e-mail. */
export default function InviteSignupPage() {
  const token = useParams().token ?? '';
  const validation = useInvitationValidation(token);

  return (
    <AuthShell>
      {validation.isPending ? (
        <LoadingText label="Checking your invitation…" className="justify-center py-16 text-base" />
      ) : validation.isError || !validation.data.valid ? (
        <InvalidInvitation
          notFound={validation.error instanceof ApiError && validation.error.status < 500}
          onRetry={() => void validation.refetch()}
        />
      ) : (
        <>
          <AuthHeading title="Accept your invitation">
            Choose a username and password to join your team on SiteDockets.
          </AuthHeading>
          <InvitationSummary invitation={validation.data.invitation} />
          <InviteForm token={token} invitation={validation.data.invitation} />
        </>
      )}
    </AuthShell>
  );
}
