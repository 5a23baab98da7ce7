import { HardHat, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../../shared/roles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/api';
import { useNewCompanyCode } from './new-code-api';

/** An admin's way to replace a leaked code (DECISIONS 'Removing people'). */
function NewCodeButton({ companyId, code }: { companyId: number; code: string }) {
  const [asking, setAsking] = useState(false);
  const newCode = useNewCompanyCode(companyId);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start border-slate-500 bg-transparent text-ink-inverse hover:bg-white/10 max-sm:h-11 max-sm:w-full"
        onClick={() => setAsking(true)}
      >
        <RefreshCw aria-hidden="true" />
        New Code
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Issue a new company code?"
        description={
          <p>
            C-{code} stops working at once, so nobody else can join with it. People who already joined are not
            affected. Give the new code to anyone who still has to sign up.
          </p>
        }
        confirmLabel="Issue New Code"
        pendingLabel="Issuing..."
        pending={newCode.isPending}
        onConfirm={() => newCode.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}

/** The company code an owner hands out (shown without its prefix; workers type it after 'C-'). */
export function CompanyCode({ code }: { code: string }) {
  const { user, company } = useAuth();
  const renews = user && company && can(user.role, 'company.newCode');
  return (
    <section
      aria-labelledby="settings-code-title"
      className="overflow-hidden rounded-card bg-night text-ink-inverse shadow-sm"
    >
      <div
        aria-hidden="true"
        className="h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_14px,var(--color-night)_14px_28px)]"
      />
      <div className="grid gap-2 p-5">
        <h3
          id="settings-code-title"
          className="flex items-center gap-2 text-sm font-bold tracking-wider text-slate-300 uppercase"
        >
          <HardHat aria-hidden="true" className="size-4 text-brand" />
          Company code
        </h3>
        <p className="font-mono text-3xl font-bold tracking-[0.2em] text-brand select-all">{code}</p>
        <p className="text-sm text-slate-300">
          Workers choose Worker when they sign up and enter{' '}
          <strong className="font-mono text-ink-inverse">C-{code}</strong> to join your company.
        </p>
        {renews && (
          <>
            <p className="text-sm text-slate-300">Code shared with the wrong people? Replace it.</p>
            <NewCodeButton companyId={company.id} code={code} />
          </>
        )}
      </div>
    </section>
  );
}
