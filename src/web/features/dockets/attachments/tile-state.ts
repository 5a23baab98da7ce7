import type { QueuedAttachment } from './queued-attachment';

/** A tile's state (its `data-state`): on the server, waiting on the phone, or refused by the server. */
export type TileState = 'sent' | 'waiting' | 'refused';

/** The badge of a photo or file still on the phone: 'Waiting to send', '40 %' while it goes, or 'Needs attention'. */
export function queuedBadge(item: Pick<QueuedAttachment, 'state' | 'progress'>): {
  state: TileState;
  label: string;
} {
  if (item.state === 'refused') return { state: 'refused', label: 'Needs attention' };
  if (item.state === 'sending') return { state: 'waiting', label: `${Math.round(item.progress * 100)} %` };
  return { state: 'waiting', label: 'Waiting to send' };
}
