import { Info, Lock, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { isSelfApproved } from '../docket-status';
import { docketSyncState } from '../offline-docket';
import { useQueueState } from '../offline/use-queue';
import type { Docket } from '../types';

function Notice({
  tone,
  icon,
  children,
}: {
  tone: 'warning' | 'locked';
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      role="note"
      className={cn(
        'flex items-start gap-3 rounded-card border p-4 text-sm [&_svg]:mt-0.5 [&_svg]:size-5 [&_svg]:shrink-0',
        tone === 'warning'
          ? 'border-amber-300 bg-brand-soft text-brand-text'
          : 'border-line-strong/40 bg-surface-muted text-ink',
      )}
    >
      {icon}
      <div className="grid gap-0.5">{children}</div>
    </div>
  );
}

/**
 * Above the form: the server's refusal of this docket's change kept on the phone ('Needs
 * attention', opened by Fix), then what saving will do to it.
 */
export function DocketNotice({ docket }: { docket: Docket }) {
  const sync = docketSyncState(useQueueState(), docket);
  return (
    <>
      {sync?.kind === 'attention' && (
        <Notice tone="warning" icon={<TriangleAlert aria-hidden="true" />}>
          <p className="font-bold">Needs attention: {sync.message}</p>
          <p>The server refused the change kept on this phone. Correct it and save again.</p>
        </Notice>
      )}
      <StatusNotice docket={docket} />
    </>
  );
}

/** What saving will do to this docket, shown before the user saves (spec 001 §4). */
function StatusNotice({ docket }: { docket: Docket }) {
  if (docket.invoiced) {
    return (
      <Notice tone="locked" icon={<Lock aria-hidden="true" />}>
        <p className="font-bold">Invoiced {docket.invoiceNumber ? `(${docket.invoiceNumber})` : ''}</p>
        <p>This docket has been invoiced and cannot be changed.</p>
      </Notice>
    );
  }
  if (docket.status === 'void') {
    return (
      <Notice tone="locked" icon={<Lock aria-hidden="true" />}>
        <p className="font-bold">Void</p>
        <p>A void docket cannot be changed.</p>
      </Notice>
    );
  }
  if (docket.status === 'approved') {
    const complete = isSelfApproved(docket);
    return (
      <Notice tone="warning" icon={<TriangleAlert aria-hidden="true" />}>
        <p className="font-bold">{complete ? 'This docket is complete' : 'This docket is approved'}</p>
        <p>
          {complete
            ? 'Saving changes returns it to draft; complete it again from its preview.'
            : 'Saving changes returns it to draft and clears the signature; it will need to be approved again.'}
        </p>
      </Notice>
    );
  }
  if (docket.status === 'pending_approval') {
    return (
      <Notice tone="locked" icon={<Info aria-hidden="true" />}>
        <p className="font-bold">Waiting for approval</p>
        <p>
          {docket.foremanName
            ? `${docket.foremanName} will see your changes.`
            : 'The foreman will see your changes.'}
        </p>
      </Notice>
    );
  }
  return null;
}
