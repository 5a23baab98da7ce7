import { and, eq, ne, type SQL } from 'drizzle-orm';
import { COUNTED_STATUS, type CountedOptions } from '../../shared/dockets/docket-counting';
import { dockets } from './schema';

/**
 * The docket counting rules of src/shared/dockets/docket-counting.ts as SQL scopes on `dockets`,
 * for the areas that add dockets up (payroll, projects, the dashboard); docket-counting.test.ts
 * checks they select exactly the dockets the shared predicates accept.
 */

/** countsInTotals: every docket but a void one. */
export const inTotalsScope = (): SQL => ne(dockets.status, 'void');

/** isCounted: approved, with Count on Timesheet on (unless asked for every approved one). */
export const countedScope = ({ onTimesheetOnly = true }: CountedOptions = {}): SQL =>
  and(eq(dockets.status, COUNTED_STATUS), onTimesheetOnly ? eq(dockets.countOnTimesheet, true) : undefined)!;
