/**
 * Monthly periods from the billing cycle anchor, as Stripe counts them: the same day of the month and
 * time of day, or the month's last day when it is shorter (anchor 31 January → 28/29 February → 31 March).
 */
export function addMonths(anchorSeconds: number, months: number): number {
  const anchor = new Date(anchorSeconds * 1000);
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return (
    Date.UTC(year, month, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds()) / 1000
  );
}

/** The end of the period that starts at `start`: the next month-step from the anchor after `start`. */
export function periodEndAfter(anchorSeconds: number, start: number): number {
  for (let months = 1; months < 1200; months += 1) {
    const end = addMonths(anchorSeconds, months);
    if (end > start) return end;
  }
  throw new Error('period out of range');
}

export const DAY = 86_400;
