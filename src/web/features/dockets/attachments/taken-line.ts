import { dateTime } from '../../../lib/format';

/** What the line under a photo reads: kept only when the company keeps where and when photos were taken. */
export type TakenFacts = { takenAt: string | null; latitude: number | null; longitude: number | null };

const coordinate = (value: number) => value.toFixed(4);

/**
 * 'Taken 14 Nov 2026, 10:42 am · -33.8688, 151.2093' in the company's time zone: the time, the
 * place, or both; null when the photo kept neither (the company's default strips them).
 */
export function takenLine(facts: TakenFacts, timeZone: string): string | null {
  const parts: string[] = [];
  if (facts.takenAt) parts.push(dateTime(facts.takenAt, timeZone));
  if (facts.latitude !== null && facts.longitude !== null)
    parts.push(`${coordinate(facts.latitude)}, ${coordinate(facts.longitude)}`);
  return parts.length > 0 ? `Taken ${parts.join(' · ')}` : null;
}
