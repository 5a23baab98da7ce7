import { Eye } from 'lucide-react';
import { formatInstant } from '../../../../shared/dates';
import { Button } from '../../../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { CallStatusBadge, DurationBadge, MethodBadge } from '../calls/xero-call-badges';
import { ageText, callerText, type XeroCall } from '../calls/xero-calls';

type CallsProps = { calls: readonly XeroCall[]; timeZone: string; onOpen: (call: XeroCall) => void };

function Age({ call, timeZone }: { call: XeroCall; timeZone: string }) {
  return (
    <time
      dateTime={call.createdAt}
      title={formatInstant(call.createdAt, timeZone)}
      className="whitespace-nowrap"
    >
      {ageText(call.createdAt)}
    </time>
  );
}

type ViewDetailsProps = { call: XeroCall; onOpen: CallsProps['onOpen']; size?: 'sm' | 'default' };

function ViewDetails({ call, onOpen, size = 'default' }: ViewDetailsProps) {
  return (
    <Button
      variant="outline"
      size={size}
      onClick={() => onOpen(call)}
      aria-label={`View Details: ${call.operation}`}
    >
      <Eye aria-hidden="true" />
      View Details
    </Button>
  );
}

/** Desktop: the table of 002 §2 (Time, Operation, Method, Status, Duration, User, Actions). */
export function CallsTable({ calls, timeZone, onOpen }: CallsProps) {
  return (
    <Table scrollLabel="Xero API calls">
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          <TableHead>Operation</TableHead>
          <TableHead>Method</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Duration</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {calls.map((call) => (
          <TableRow key={call.id}>
            <TableCell className="text-ink-muted">
              <Age call={call} timeZone={timeZone} />
            </TableCell>
            <TableCell>
              <span className="block font-semibold">{call.operation}</span>
              <span
                className="block max-w-72 truncate font-mono text-xs text-ink-muted"
                title={call.endpoint}
              >
                {call.endpoint}
              </span>
            </TableCell>
            <TableCell>
              <MethodBadge method={call.method} />
            </TableCell>
            <TableCell>
              <CallStatusBadge call={call} />
            </TableCell>
            <TableCell>
              <DurationBadge ms={call.durationMs} />
            </TableCell>
            <TableCell>{callerText(call)}</TableCell>
            <TableCell>
              <ViewDetails call={call} onOpen={onOpen} size="sm" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phone: one card per call with the same facts. */
export function CallCards({ calls, timeZone, onOpen }: CallsProps) {
  return (
    <ul className="grid gap-3" aria-label="Xero API calls">
      {calls.map((call) => (
        <li key={call.id} className="grid gap-2 rounded-card border border-line bg-surface p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <h2 className="min-w-0 font-bold break-words">{call.operation}</h2>
            <span className="shrink-0 text-sm text-ink-muted">
              <Age call={call} timeZone={timeZone} />
            </span>
          </div>
          <p className="font-mono text-xs break-all text-ink-muted">{call.endpoint}</p>
          <div className="flex flex-wrap items-center gap-2">
            <MethodBadge method={call.method} />
            <CallStatusBadge call={call} />
            <DurationBadge ms={call.durationMs} />
            <span className="text-sm">{callerText(call)}</span>
          </div>
          <ViewDetails call={call} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
