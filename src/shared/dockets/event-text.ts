import { approvalProvenance, eventProvenance } from './approval-provenance';
import { isDocketEventType, type DocketEventType } from './docket-events';
import { EMAIL_STATUSES, type EmailStatus } from '../email/delivery';

/**
 * The words of one Action Timeline event (spec 001 §4), the same on the preview and in the PDF:
 * a title and one line saying who and what.
 */
export type EventLike = {
  /** One of shared/docket-events.ts; a stored row may carry an older type, shown title-cased. */
  eventType: string;
  details: Record<string, unknown>;
  description?: string | null;
};

/** Friendly titles of spec 001 §4; any other type is shown title-cased. */
const TITLES: Partial<Record<DocketEventType, string>> = {
  approved: 'Approved',
  pending_approval: 'Pending Approval',
  approval_request_sent: 'Approval Request Sent',
  emailed_foreman: 'Emailed Foreman',
  resent_approval_request: 'Approval Request Resent',
  reverted_to_draft: 'Reverted to Draft',
  edited: 'Edited',
  uninvoiced: 'Marked Not Invoiced',
};

/** Events that stand for an e-mail to the foreman: their words follow what became of the mail. */
const MAIL_EVENTS: ReadonlySet<string> = new Set<DocketEventType>([
  'approval_request_sent',
  'resent_approval_request',
  'emailed_foreman',
]);

export const titleCase = (type: string): string =>
  type
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/** The friendly title of an event type, or its name title-cased. */
const titleOf = (type: string): string => (isDocketEventType(type) && TITLES[type]) || titleCase(type);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * What became of the event's e-mail (`details.delivery`, the e-mail log's status). Events written
 * before the outcome was recorded carry none and keep their old words.
 */
export const eventDelivery = (details: Record<string, unknown>): EmailStatus | null =>
  EMAIL_STATUSES.find((s) => s === details.delivery) ?? null;

function mailWording(event: EventLike, to: string | null): { title: string; detail: string | null } {
  const sent = titleOf(event.eventType);
  switch (eventDelivery(event.details)) {
    case 'not_sent':
      return {
        title: 'Approval Request Saved, Not Delivered',
        detail: `No mail server is set up, so nothing was sent${to ? ` to ${to}` : ''}`,
      };
    case 'failed':
      return {
        title: 'Approval Request Not Delivered',
        detail: `The mail server did not accept the message${to ? ` to ${to}` : ''}`,
      };
    default:
      return { title: sent, detail: to ? `Sent to ${to}` : text(event.description) };
  }
}

/** Which invoice it came off: one voided, or a number taken off by hand. */
function uninvoicedDetail(d: Record<string, unknown>): string | null {
  const number = text(d.previousInvoiceNumber);
  if (d.reason === 'invoice_voided')
    return number ? `Invoice ${number} was voided` : 'Its invoice was voided';
  return number ? `Was on invoice ${number}` : null;
}

/**
 * The product's own invoices a timeline's docket was on that were voided since (issue 29): its
 * 'uninvoiced' events say so. Voiding takes the number off the docket; the 'Invoiced' event that
 * names it then reads 'Invoice SD-0003 (voided)', never as the docket's invoice now.
 */
export function voidedInvoiceIds(events: readonly EventLike[]): ReadonlySet<number> {
  return new Set(
    events.flatMap(({ eventType, details }) =>
      eventType === 'uninvoiced' &&
      details.reason === 'invoice_voided' &&
      typeof details.invoiceId === 'number'
        ? [details.invoiceId]
        : [],
    ),
  );
}

function invoicedDetail(event: EventLike, voided: ReadonlySet<number>): string {
  const number = text(event.details.invoiceNumber);
  if (!number) return text(event.description) ?? 'No invoice number given';
  const invoiceId = event.details.invoiceId;
  return typeof invoiceId === 'number' && voided.has(invoiceId)
    ? `Invoice ${number} (voided)`
    : `Invoice ${number}`;
}

/** One line saying who and what, from the event's details; the stored description otherwise. */
function detailOf(event: EventLike, voided: ReadonlySet<number>): string | null {
  const d = event.details;
  const foreman = text(d.foremanName);
  switch (isDocketEventType(event.eventType) ? event.eventType : null) {
    case 'approved':
      return approvalProvenance(eventProvenance(d)) ?? text(event.description);
    case 'pending_approval':
      return foreman ? `Waiting for ${foreman} to approve` : text(event.description);
    case 'foreman_assigned':
      return foreman ? `${foreman} assigned as foreman` : text(event.description);
    case 'unlinked_foreman':
      return foreman ? `${foreman} unlinked` : text(event.description);
    case 'reverted_to_draft':
      return text(event.description) ?? 'Changed after approval, so it needs signing again';
    case 'invoiced':
      return invoicedDetail(event, voided);
    case 'uninvoiced':
      return uninvoicedDetail(d) ?? text(event.description);
    default:
      return text(event.description ?? null);
  }
}

const ATTACHMENT_EVENTS: Readonly<Record<string, string>> = {
  attachment_added: 'added',
  attachment_removed: 'removed',
};

/** A photo or file added or removed (issue 28): 'Photo added', with its name. */
function attachmentWording(event: EventLike): { title: string; detail: string | null } | null {
  const done = ATTACHMENT_EVENTS[event.eventType];
  if (!done) return null;
  const what = event.details.kind === 'file' ? 'File' : 'Photo';
  return { title: `${what} ${done}`, detail: text(event.details.fileName) };
}

/**
 * The one wording of a timeline event, for the preview and the PDF. An approval request says
 * whether its e-mail reached the mail server: never 'Sent' for one that was only saved (no mail
 * server) or refused. `voided`: the timeline's voidedInvoiceIds.
 */
export function eventWording(
  event: EventLike,
  voided: ReadonlySet<number> = new Set(),
): { title: string; detail: string | null } {
  if (MAIL_EVENTS.has(event.eventType)) {
    const foreman = text(event.details.foremanName);
    const recipient = text(event.details.recipient);
    const to = foreman && recipient ? `${foreman} (${recipient})` : (foreman ?? recipient);
    return mailWording(event, to);
  }
  return attachmentWording(event) ?? { title: titleOf(event.eventType), detail: detailOf(event, voided) };
}
