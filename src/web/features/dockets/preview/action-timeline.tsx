import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle, History, Mail, Receipt, RotateCcw, Send, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { isDocketEventType, type DocketEventType } from '../../../../shared/dockets/docket-events';
import { eventWording, voidedInvoiceIds } from '../../../../shared/dockets/event-text';
import { dateTime } from './format';
import { eventsFor } from '../api/get-docket-events';
import type { DocketEvent, Viewer } from './types';

const ICONS: Partial<Record<DocketEventType, ReactNode>> = {
  approved: <CheckCircle2 aria-hidden="true" />,
  pending_approval: <Send aria-hidden="true" />,
  approval_request_sent: <Mail aria-hidden="true" />,
  resent_approval_request: <Mail aria-hidden="true" />,
  emailed_foreman: <Mail aria-hidden="true" />,
  reverted_to_draft: <RotateCcw aria-hidden="true" />,
  invoiced: <Receipt aria-hidden="true" />,
  uninvoiced: <Undo2 aria-hidden="true" />,
};

const tone = (type: DocketEventType | (string & {})) =>
  type === 'approved'
    ? 'bg-green-100 text-green-800'
    : type === 'reverted_to_draft'
      ? 'bg-orange-100 text-orange-800'
      : 'bg-brand-soft text-brand-text';

/** The Action Timeline (spec 001 §2.4): what happened to the docket, oldest first. */
export function ActionTimeline({ viewer, id, timeZone }: { viewer: Viewer; id: number; timeZone: string }) {
  const events = useQuery(eventsFor(viewer, id));
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2 pb-3">
        <History aria-hidden="true" className="size-5 text-brand-text" />
        <CardTitle>Action Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        {events.isPending ? (
          <LoadingText label="Loading timeline…" />
        ) : events.isError ? (
          <p className="text-sm text-ink-muted">The timeline could not be loaded.</p>
        ) : events.data.length === 0 ? (
          <p className="text-sm text-ink-muted">Nothing has happened to this docket yet.</p>
        ) : (
          <TimelineList events={events.data} timeZone={timeZone} />
        )}
      </CardContent>
    </Card>
  );
}

function TimelineList({ events, timeZone }: { events: DocketEvent[]; timeZone: string }) {
  const voided = voidedInvoiceIds(events);
  return (
    <ol className="grid" aria-label="Docket events">
      {events.map((event, i) => (
        <TimelineItem
          key={event.id}
          event={event}
          last={i === events.length - 1}
          voided={voided}
          timeZone={timeZone}
        />
      ))}
    </ol>
  );
}

type TimelineItemProps = { event: DocketEvent; last: boolean; voided: ReadonlySet<number>; timeZone: string };

function TimelineItem({ event, last, voided, timeZone }: TimelineItemProps) {
  const { title, detail } = eventWording(event, voided);
  return (
    <li className="relative grid grid-cols-[2rem_1fr] gap-3 pb-4 last:pb-0">
      {!last && <span aria-hidden="true" className="absolute top-8 bottom-0 left-4 w-px bg-line" />}
      <span
        className={cn(
          'flex size-8 items-center justify-center rounded-full [&_svg]:size-4',
          tone(event.eventType),
        )}
      >
        {(isDocketEventType(event.eventType) && ICONS[event.eventType]) || <Circle aria-hidden="true" />}
      </span>
      <div className="grid min-w-0 gap-0.5 pt-1">
        <p className="leading-tight font-semibold">{title}</p>
        {detail && <p className="text-sm break-words text-ink">{detail}</p>}
        <p className="text-xs text-ink-muted">
          <time dateTime={event.createdAt}>{dateTime(event.createdAt, timeZone)}</time>
        </p>
      </div>
    </li>
  );
}
