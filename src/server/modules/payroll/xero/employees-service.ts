import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { companies, employeeMappings, users } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../errors';
import {
  xeroClient,
  type XeroClientContext,
  type XeroClientOptions,
} from '../../../integrations/xero/client';
import { readReply } from '../../xero/accounting/xero-replies';
import type { EmployeeMapping, XeroEmployee } from '../../../../shared/payroll/schemas';
import { fullName } from '../../../../shared/people';
import { employeesEnvelope, PAGE_SIZE, PAYROLL_API } from './xero-payroll-replies';

/** Which Xero Payroll employee each user of the company is paid as (Settings → Xero, User Xero ID Mapping). */

export const UNKNOWN_XERO_EMPLOYEE =
  'Choose a Xero employee: this one was not found in Xero Payroll. Sync the list and try again.';
export const alreadyMapped = (name: string) =>
  `This Xero employee is already mapped to ${name}. Map ${name} to another Xero employee first.`;

/** Every employee of the organisation's Xero Payroll (all pages), by last then first name as Xero lists them. */
export async function listXeroEmployees(
  ctx: XeroClientContext,
  actor: Actor,
  options: XeroClientOptions = {},
): Promise<{ employees: XeroEmployee[] }> {
  const client = xeroClient(ctx, actor.companyId, actor.userId, options);
  const employees: XeroEmployee[] = [];
  for (let page = 1; ; page++) {
    const reply = await client.call({
      operation: 'getEmployees',
      method: 'GET',
      path: `${PAYROLL_API}/Employees`,
      query: { page },
    });
    const { Employees } = readReply(employeesEnvelope, reply.body, 'getEmployees');
    employees.push(
      ...Employees.map((e) => ({
        EmployeeID: e.EmployeeID,
        FirstName: e.FirstName ?? '',
        LastName: e.LastName ?? '',
        Email: e.Email || null,
        Status: e.Status ?? 'ACTIVE',
      })),
    );
    if (Employees.length < PAGE_SIZE) return { employees };
  }
}

const mappingColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  role: users.role,
  isActive: users.isActive,
  xeroEmployeeId: employeeMappings.xeroEmployeeId,
  xeroDisplayName: employeeMappings.xeroDisplayName,
};

const mappingsOf = (db: Db, companyId: number) =>
  db
    .select(mappingColumns)
    .from(users)
    .leftJoin(
      employeeMappings,
      and(eq(employeeMappings.userId, users.id), eq(employeeMappings.companyId, companyId)),
    )
    .where(eq(users.companyId, companyId))
    .orderBy(desc(users.isActive), asc(users.firstName), asc(users.lastName), asc(users.id));

/**
 * The company's users, each with the Xero employee they are mapped to (nulls: Not Mapped): active
 * ones by name, then deactivated ones, who keep their mapping so their last hours can still be paid.
 */
export async function listEmployeeMappings(db: Db, actor: Actor): Promise<{ users: EmployeeMapping[] }> {
  return { users: await mappingsOf(db, actor.companyId) };
}

/**
 * Maps a user of the caller's company (a deactivated one too: a leaver is still paid) to a Xero employee (checked against Xero), or remaps
 * them. One Xero employee is paid as one active user: a second is refused (409); a deactivated
 * user's mapping to it gives way.
 */
export async function mapXeroEmployee(
  ctx: XeroClientContext,
  actor: Actor,
  userId: number,
  xeroId: string,
  options: XeroClientOptions = {},
): Promise<EmployeeMapping> {
  const db = ctx.database.db;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, actor.companyId)));
  if (!user) throw notFound('User');
  const { employees } = await listXeroEmployees(ctx, actor, options);
  const employee = employees.find((e) => e.EmployeeID.toLowerCase() === xeroId.toLowerCase());
  if (!employee) throw badRequest(UNKNOWN_XERO_EMPLOYEE, { field: 'xeroId' });
  const xeroDisplayName =
    fullName({ firstName: employee.FirstName, lastName: employee.LastName }).slice(0, 200) || null;

  await db.transaction(async (tx) => {
    // One mapping change at a time per company: two users cannot take the same employee at once.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, actor.companyId))
      .for('update');
    const holders = await tx
      .select({
        userId: employeeMappings.userId,
        isActive: users.isActive,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(employeeMappings)
      .innerJoin(users, eq(users.id, employeeMappings.userId))
      .where(
        and(
          eq(employeeMappings.companyId, actor.companyId),
          eq(employeeMappings.xeroEmployeeId, employee.EmployeeID),
          ne(employeeMappings.userId, userId),
        ),
      );
    const active = holders.find((h) => h.isActive);
    if (active) throw conflict(alreadyMapped(fullName(active)), { field: 'xeroId' });
    if (holders.length)
      await tx.delete(employeeMappings).where(
        inArray(
          employeeMappings.userId,
          holders.map((h) => h.userId),
        ),
      );
    await tx
      .insert(employeeMappings)
      .values({ companyId: actor.companyId, userId, xeroEmployeeId: employee.EmployeeID, xeroDisplayName })
      .onConflictDoUpdate({
        target: employeeMappings.userId,
        set: {
          companyId: actor.companyId,
          xeroEmployeeId: employee.EmployeeID,
          xeroDisplayName,
          mappedAt: new Date(),
        },
      });
  });
  const [mapped] = (await mappingsOf(db, actor.companyId)).filter((row) => row.userId === userId);
  if (!mapped) throw notFound('User');
  return mapped;
}
