import { useQueryClient } from '@tanstack/react-query';
import { MailX, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../../shared/roles';
import { LogPageHeader } from '../../../components/log-page-header';
import { Button } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { useAuth } from '../../auth/api';
import { LogCounters } from './log-counters';
import { LogDetailsDialog } from './log-details-dialog';
import { LogEntry } from './log-entry';
import { LogFilter } from './log-filter';
import { emailLogsPrefix, useEmailLogs } from '../api/get-email-logs';
import { countLogs } from './count-logs';
import type { EmailLog, LogFilter as Filter } from './types';

/** /admin/email-logs (spec 002 §2): every e-mail the product produced, for admin and office. */
export default function EmailLogsPage() {
  const { user, company } = useAuth();
  if (!user || !company) return null;
  if (!can(user.role, 'emailLogs.read')) return <AccessDenied />;
  return <EmailLogs timeZone={company.timeZone} />;
}

function AccessDenied() {
  return (
    <main className="mx-auto grid w-full max-w-lg px-4 py-16">
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-card border border-line bg-surface px-6 py-10 text-center shadow-sm"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </span>
        <p className="text-base text-ink-muted">
          <strong className="block text-2xl font-extrabold text-ink">Access Denied:</strong> Only
          administrators and office staff can view email logs.
        </p>
      </div>
    </main>
  );
}

function EmailLogs({ timeZone }: { timeZone: string }) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<EmailLog | null>(null);
  const everything = useEmailLogs('all');
  const shown = useEmailLogs(filter);
  const refreshing = everything.isFetching || shown.isFetching;
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <LogPageHeader
        title="Email Logs"
        description="Every e-mail SiteDockets sent or tried to send for your company. Sign-in, reset, invitation and approval links show as “link removed”: only the recipient’s e-mail holds them."
        refreshLabel="Refresh Logs"
        refreshing={refreshing}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: emailLogsPrefix })}
      />
      <LogCounters counts={everything.data ? countLogs(everything.data) : null} />
      <LogFilter value={filter} onChange={setFilter} />
      {shown.data ? (
        shown.data.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
            <MailX aria-hidden="true" className="size-10 text-ink-muted" />
            <p className="text-lg font-semibold">No email logs found</p>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label="E-mails">
            {shown.data.map((log) => (
              <li key={log.id}>
                <LogEntry log={log} timeZone={timeZone} onOpen={setOpen} />
              </li>
            ))}
          </ul>
        )
      ) : shown.isError ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-card border border-danger/40 bg-danger-soft p-6 text-center"
        >
          <p className="font-semibold text-danger-hover">Failed to fetch email logs</p>
          <Button variant="outline" onClick={() => void shown.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <LoadingText label="Loading email logs..." className="justify-center py-10 text-base" />
      )}
      <LogDetailsDialog log={open} timeZone={timeZone} onClose={() => setOpen(null)} />
    </main>
  );
}
