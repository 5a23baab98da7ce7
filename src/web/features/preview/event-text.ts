import { approvalProvenance, eventProvenance } from '../../../shared/approval-provenance';
import type { DocketEvent } from './types';

/** Friendly titles of spec 001 §4; any other type is shown title-cased. */
const TITLES: Record<string, string> = {
  approved: 'Approved',
  pending_approval: 'Pending Approval',
  approval_request_sent: 'Approval Request Sent',
  emailed_foreman: 'Emailed Foreman',
  resent_approval_request: 'Approval Request Resent',
  reverted_to_draft: 'Reverted to Draft',
  edited: 'Edited',
};

export const titleCase = (type: string): string =>
  type
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

export const eventTitle = (type: string): string => TITLES[type] ?? titleCase(type);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** One line saying who and what, from the event's details; the stored description otherwise. */
export function eventDetail(event: DocketEvent): string | null {
  const d = event.details;
  const foreman = text(d.foremanName);
  const recipient = text(d.recipient);
  const to = foreman && recipient ? `${foreman} (${recipient})` : (foreman ?? recipient);
  switch (event.eventType) {
    case 'approved':
      return approvalProvenance(eventProvenance(d)) ?? text(event.description);
    case 'pending_approval':
      return foreman ? `Waiting for ${foreman} to approve` : text(event.description);
    case 'approval_request_sent':
    case 'resent_approval_request':
    case 'emailed_foreman':
      return to ? `Sent to ${to}` : text(event.description);
    case 'foreman_assigned':
      return foreman ? `${foreman} assigned as foreman` : text(event.description);
    case 'unlinked_foreman':
      return foreman ? `${foreman} unlinked` : text(event.description);
    case 'reverted_to_draft':
      return text(event.description) ?? 'Changed after approval, so it needs signing again';
    case 'invoiced':
      return text(d.invoiceNumber) ? `Invoice ${text(d.invoiceNumber)}` : text(event.description);
    default:
      return text(event.description);
  }
}
