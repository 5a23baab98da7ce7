import { formatCalendarDate } from '../../../../shared/dates';
/** "Monday 3 March 2025" of a yyyy-MM-dd date, shown as itself. */
export const verifiedDate = (date: string): string => formatCalendarDate(date, 'full');

/** "approved" → "Approved", "pending_approval" → "Pending Approval". */
export const titleCaseStatus = (status: string): string =>
  status
    .split('_')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
