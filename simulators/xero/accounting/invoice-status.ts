import type { Invoice } from '../store';

/** Xero's refusal to edit or void a document that has money allocated to it. */
export const PAID_MESSAGE =
  'This document cannot be edited as it has a payment or credit note allocated to it.';

/**
 * Xero's status moves: a draft (or submitted) invoice may be approved or deleted, an approved one
 * voided (not deleted, not put back to draft); keeping the status is always allowed.
 */
export function canMove(from: Invoice['Status'], to: Invoice['Status']): boolean {
  if (from === to) return true;
  if (from === 'DRAFT') return ['SUBMITTED', 'AUTHORISED', 'DELETED'].includes(to);
  if (from === 'SUBMITTED') return ['DRAFT', 'AUTHORISED', 'DELETED'].includes(to);
  return from === 'AUTHORISED' && to === 'VOIDED';
}
