/** "Monday 3 March 2025" of a yyyy-MM-dd date, shown as itself. */
export function verifiedDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}

/** "approved" → "Approved", "pending_approval" → "Pending Approval". */
export const titleCaseStatus = (status: string): string =>
  status
    .split('_')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
