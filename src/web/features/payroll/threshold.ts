import { overtimeThresholdField } from '../../../shared/payroll/schemas';

/** The input's text as a threshold, or null when it is not one (002 §4: a number from 0, whole hours). */
export function thresholdOf(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = overtimeThresholdField.safeParse(Number(text));
  return parsed.success ? parsed.data : null;
}
