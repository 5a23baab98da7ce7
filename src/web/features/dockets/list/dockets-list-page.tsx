import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { can, needsForeman } from '../../../../shared/dockets/docket-policy';
import { can as roleMay } from '../../../../shared/roles';
import type { UserReply } from '../../../../shared/auth/users-schemas';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { LoadingText } from '../../../components/ui/spinner';
import { useAuth } from '../../auth/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Docket } from '../api';
import { AccessDenied } from '../../../components/access-denied';
import { DocketListCard } from './docket-list-card';
import { DocketPages } from './docket-pages';
import { LoadFailed } from '../../../components/load-failed';
import { useApproveDraft } from '../api/approve-draft';
import { useCompanyDockets } from '../api/get-company-dockets';
import { useDeleteOwnDraft } from '../api/delete-own-draft';
import { fullName } from '../../../../shared/people';

type Tab = 'all' | 'draft' | 'approved';

const newestFirst = (a: Docket, b: Docket) => b.date.localeCompare(a.date) || b.id - a.id;

/** /timesheets (spec 001 §2.7, DECISIONS): workers go to /entries, office and admin are refused. */
export default function DocketsListPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (roleMay(user.role, 'dockets.readCompany'))
    return <AccessDenied message="The dockets page is not available for office and admin users." />;
  // The foreman's list; a worker's dockets are on /entries.
  if (!roleMay(user.role, 'dockets.readOnProjects')) return <Navigate to="/entries" replace />;
  return <DocketsList user={user} timeZone={company.timeZone} />;
}

function DocketsList({ user, timeZone }: { user: UserReply; timeZone: string }) {
  const dockets = useCompanyDockets(user.companyId);
  const [tab, setTab] = useState<Tab>('all');
  const [asking, setAsking] = useState<{ action: 'approve' | 'delete'; docket: Docket } | null>(null);
  const approve = useApproveDraft();
  const remove = useDeleteOwnDraft();
  const actor = { role: user.role, userId: user.id };
  const all = [...(dockets.data ?? [])].sort(newestFirst);
  const drafts = all.filter((d) => d.status === 'draft');
  const approved = all.filter((d) => d.status === 'approved');
  const shown = tab === 'draft' ? drafts : tab === 'approved' ? approved : all;
  const mutation = asking?.action === 'delete' ? remove : approve;

  return (
    <main className="mx-auto grid w-full max-w-3xl gap-5 px-4 py-6 sm:px-6 sm:py-8">
      <div className="grid gap-1">
        <h1 className="inline-flex items-center gap-2 text-3xl font-extrabold tracking-tight">
          <ClipboardList aria-hidden="true" className="size-7 text-brand-text" />
          Dockets
        </h1>
        <p className="text-ink-muted">Drafts on your projects, dockets sent to you and your own.</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Filter dockets">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="draft">Draft ({drafts.length})</TabsTrigger>
          <TabsTrigger value="approved">Approved ({approved.length})</TabsTrigger>
        </TabsList>
        <TabsContent value={tab}>
          {dockets.isPending ? (
            <LoadingText label="Loading dockets…" className="justify-center py-10 text-base" />
          ) : dockets.isError ? (
            <LoadFailed title="Failed to fetch timesheets" onRetry={() => void dockets.refetch()} />
          ) : (
            <DocketPages key={tab} dockets={shown} empty={tab}>
              {(docket) => (
                <DocketListCard
                  key={docket.id}
                  docket={docket}
                  showWorker={docket.workerId !== user.id}
                  timeZone={timeZone}
                  canApprove={
                    docket.status === 'draft' && needsForeman(docket) && can(actor, 'approveUnsigned', docket)
                  }
                  canDelete={can(actor, 'delete', docket)}
                  onApprove={() => setAsking({ action: 'approve', docket })}
                  onDelete={() => setAsking({ action: 'delete', docket })}
                />
              )}
            </DocketPages>
          )}
        </TabsContent>
      </Tabs>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking?.action === 'delete' ? 'Delete this docket?' : 'Approve this docket?'}
        description={
          asking?.action === 'delete'
            ? `Draft docket #${asking.docket.id} will be removed. This cannot be undone.`
            : `Docket #${asking?.docket.id ?? ''} by ${asking ? fullName(asking.docket.worker) : ''} will be approved in your name.`
        }
        confirmLabel={asking?.action === 'delete' ? 'Delete' : 'Approve'}
        pendingLabel={asking?.action === 'delete' ? 'Deleting…' : 'Approving…'}
        destructive={asking?.action === 'delete'}
        pending={mutation.isPending}
        onConfirm={() => asking && mutation.mutate(asking.docket, { onSuccess: () => setAsking(null) })}
      />
    </main>
  );
}
