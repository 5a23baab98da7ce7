import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../shared/roles';
import { CompanyCodeCard, CompanyCodeText } from '../../components/company-code-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth/api';
import { useNewCompanyCode } from './api/new-company-code';

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
    <CompanyCodeCard titleId="settings-code-title" level={3} className="gap-2 p-5">
      <CompanyCodeText code={code} className="text-3xl" />
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
    </CompanyCodeCard>
  );
}
