import { Figures, hundredths } from '../../../shared/dockets/docket-math';
import type { ProjectHours } from './types';

/** Hours from the API ("12.50") as exact figures (1/100 h is 60 of the shared math's units). */
const figuresOf = (hours: string): Figures => new Figures(hundredths(hours) * 60n);

/** The week's total over all projects, with one decimal. */
export const totalHours = (rows: readonly ProjectHours[]): string =>
  rows.reduce((sum, row) => sum.plus(figuresOf(row.hours)), new Figures()).hoursShort;

/** Each project's share of the busiest project, 0–100, for its bar; most hours first. */
export function hourBars(rows: readonly ProjectHours[]): (ProjectHours & { percent: number })[] {
  const max = Math.max(0, ...rows.map((row) => Number(row.hours)));
  return [...rows]
    .sort((a, b) => Number(b.hours) - Number(a.hours) || a.projectName.localeCompare(b.projectName))
    .map((row) => {
      const hours = Number(row.hours);
      return { ...row, percent: hours > 0 && max > 0 ? Math.max(2, (hours / max) * 100) : 0 };
    });
}
