import { Building2 } from 'lucide-react';
import { ROLE_LABELS } from '../../../../shared/roles';
import { Badge } from '../../../components/ui/badge';
import type { Invitation } from './invitation';
import { fullName } from '../../../../shared/people';

/** The invitation's details (spec 000 §2): name, email, role and company. */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  const rows = [
    { term: 'Name', detail: fullName(invitation) },
    { term: 'Email', detail: invitation.email },
  ];
  return (
    <div className="mb-6 overflow-hidden rounded-card border border-line bg-surface shadow-sm">
      <div className="flex items-center gap-3 bg-night px-5 py-4 text-ink-inverse">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand text-brand-foreground">
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-slate-300 uppercase">Invited to join</p>
          <p className="text-lg leading-tight font-bold break-words">{invitation.companyName}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 gap-y-2.5 px-5 py-4 text-base">
        {rows.map(({ term, detail }) => (
          <div key={term} className="contents">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="font-semibold break-words">{detail}</dd>
          </div>
        ))}
        <dt className="text-ink-muted">Role</dt>
        <dd>
          <Badge variant="brand">{ROLE_LABELS[invitation.role]}</Badge>
        </dd>
      </dl>
    </div>
  );
}
