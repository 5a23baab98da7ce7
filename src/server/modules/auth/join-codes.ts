import { and, eq } from 'drizzle-orm';
import type { Registration } from '../../../shared/auth/schemas';
import type { Attempt, AttemptGuard } from '../../access/attempts';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema';
import { badRequest } from '../../errors';

const codeExists = async (db: Db, input: Registration): Promise<boolean> => {
  if (input.needs === 'companyCode') {
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.code, input.companyCode));
    return !!row;
  }
  if (input.needs === 'projectCode') {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.code, input.projectCode), eq(projects.isActive, true)));
    return !!row;
  }
  return true;
};

/**
 * Sign-up by company code (worker) or project code (foreman) is one more way to try codes: it counts
 * in the same limiter as access-by-code, PDF, ZIP and approval (access/limits.ts), before any account
 * is made. A company owner's sign-up tries no code.
 */
export async function checkJoinCode(db: Db, codes: AttemptGuard, input: Registration, attempt: Attempt) {
  if (input.needs === 'companyName') return;
  if (await codes(attempt, () => codeExists(db, input))) return;
  throw input.needs === 'companyCode'
    ? badRequest(`No company uses the code C-${input.companyCode}. Check the code with your employer.`, {
        field: 'companyCode',
      })
    : badRequest('Invalid project code. Please check and try again.', { field: 'projectCode' });
}
