import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { XeroSimulator } from '../../../../../simulators/xero/server';
import { body, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { companyWithTeam } from '../../../../../tests/support/people';
import { connectCompany, xeroTestApp } from '../../../../../tests/support/xero';
import { createUser } from '../../../db/factories';
import { employeeMappings } from '../../../db/schema';
import { XERO_NOT_CONNECTED_MESSAGE } from '../../../integrations/xero/api-errors';
import type { XeroClientSettings } from '../../../integrations/xero/settings';
import { createTokenCipher } from '../../../integrations/xero/token-crypto';
import { alreadyMapped, UNKNOWN_XERO_EMPLOYEE } from './employees-service';

let t: TestApp;
let sim: XeroSimulator;
let settings: XeroClientSettings;
const { key } = xeroTestApp((world) => ({ app: t, sim, settings } = world));

const call = client(() => t);
type Team = Awaited<ReturnType<typeof companyWithTeam>>;
const connect = (team: Team) => connectCompany(t.db, createTokenCipher(key), settings, team.company.id);
const simPayroll = () => sim.context.store.books.get(sim.tenantId)!.payroll;
const xeroIdOf = (first: string) => simPayroll().employees.find((e) => e.FirstName === first)!.EmployeeID;

const mappings = (team: Team, who = team.office) =>
  call('GET /api/companies/:companyId/xero/employee-mappings', who, {
    params: { companyId: team.company.id },
  });
const mappingsOf = async (team: Team) => (await mappings(team)).json().users;
const map = (team: Team, userId: number, xeroId: string, who = team.admin) =>
  call('POST /api/users/:userId/map-xero-employee', who, { params: { userId }, body: { xeroId } });
const employeeList = (who: Team['admin']) => call('GET /api/xero/employees', who);

describe('Xero employees and the user mapping (002 §2 User Xero ID Mapping)', () => {
  it("answers 002's not-connected text before the company connects", async () => {
    const team = await companyWithTeam(t.db);
    const list = await employeeList(team.admin);
    expect(list.statusCode).toBe(409);
    expect(body(list)).toMatchObject({ message: XERO_NOT_CONNECTED_MESSAGE, code: 'CONFLICT' });
    const mapped = await map(team, team.worker.id, 'anything');
    expect(mapped.statusCode).toBe(409);
    expect(body(mapped).message).toBe(XERO_NOT_CONNECTED_MESSAGE);
  });

  it("lists every Xero Payroll employee, over Xero's pages of 100", async () => {
    const team = await companyWithTeam(t.db);
    await connect(team);
    const res = await employeeList(team.office);
    expect(res.statusCode, res.body).toBe(200);
    const { employees } = res.json();
    expect(employees).toEqual([
      {
        EmployeeID: xeroIdOf('Olivia'),
        FirstName: 'Olivia',
        LastName: 'Brown',
        Email: 'olivia.brown@example.com',
        Status: 'ACTIVE',
      },
      expect.objectContaining({ FirstName: 'Liam', LastName: 'Nguyen' }),
      expect.objectContaining({ FirstName: 'Noah', LastName: 'Wilson' }),
    ]);

    const payroll = simPayroll();
    const saved = [...payroll.employees];
    try {
      const template = payroll.employees[0]!;
      for (let i = 0; i < 150; i++)
        payroll.employees.push({
          ...template,
          EmployeeID: randomUUID(),
          FirstName: `Extra${i}`,
          LastName: `Zed${String(i).padStart(3, '0')}`,
        });
      const all = (await employeeList(team.admin)).json();
      expect(all.employees).toHaveLength(153);
      expect(new Set(all.employees.map((e) => e.EmployeeID)).size).toBe(153);
      expect(all.employees.at(-1)).toMatchObject({ FirstName: 'Extra149' });
    } finally {
      payroll.employees = saved;
    }
  });

  it('lists active users by name, then deactivated ones, with their mapping; maps, remaps, and refuses a taken Xero employee', async () => {
    const team = await companyWithTeam(t.db);
    const gone = await createUser(t.db, { companyId: team.company.id, isActive: false });
    await connect(team);
    const before = await mappingsOf(team);
    const people = [team.admin, team.office, team.foreman, team.worker];
    expect(before.map((u) => u.userId)).toEqual(
      [...people]
        .sort(
          (a, b) =>
            a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName) || a.id - b.id,
        )
        .map((p) => p.id)
        // Deactivated people after them (issue 29: a leaver keeps a mapping to be paid).
        .concat(gone.id),
    );
    expect(before.find((u) => u.userId === gone.id)?.isActive).toBe(false);
    expect(before.find((u) => u.userId === team.worker.id)).toEqual({
      userId: team.worker.id,
      firstName: team.worker.firstName,
      lastName: team.worker.lastName,
      username: team.worker.username,
      role: 'worker',
      isActive: true,
      xeroEmployeeId: null,
      xeroDisplayName: null,
    });

    const liam = await map(team, team.worker.id, xeroIdOf('Liam'));
    expect(liam.statusCode, liam.body).toBe(200);
    expect(liam.json()).toMatchObject({
      userId: team.worker.id,
      xeroEmployeeId: xeroIdOf('Liam'),
      xeroDisplayName: 'Liam Nguyen',
    });
    const olivia = await map(team, team.foreman.id, xeroIdOf('Olivia'), team.office);
    expect(olivia.json()).toMatchObject({ xeroDisplayName: 'Olivia Brown' });

    // Remap: the worker becomes Noah; Liam is free again.
    const remap = await map(team, team.worker.id, xeroIdOf('Noah'));
    expect(remap.json()).toMatchObject({ xeroEmployeeId: xeroIdOf('Noah'), xeroDisplayName: 'Noah Wilson' });
    expect((await map(team, team.office.id, xeroIdOf('Liam'))).statusCode).toBe(200);
    const after = await mappingsOf(team);
    expect(after.find((u) => u.userId === team.worker.id)?.xeroDisplayName).toBe('Noah Wilson');
    expect(after.find((u) => u.userId === team.admin.id)?.xeroEmployeeId).toBeNull();

    const taken = await map(team, team.admin.id, xeroIdOf('Olivia'));
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toMatchObject({
      message: alreadyMapped(`${team.foreman.firstName} ${team.foreman.lastName}`),
      field: 'xeroId',
    });
    expect(body(taken).message).toBe(
      `This Xero employee is already mapped to ${team.foreman.firstName} ${team.foreman.lastName}. Map ${team.foreman.firstName} ${team.foreman.lastName} to another Xero employee first.`,
    );
    // Mapping a user again to the employee they already have is fine.
    expect((await map(team, team.foreman.id, xeroIdOf('Olivia'))).statusCode).toBe(200);
  });

  it("refuses an unknown Xero employee, a missing one, and a user who is not the company's", async () => {
    const team = await companyWithTeam(t.db);
    const other = await companyWithTeam(t.db);
    const gone = await createUser(t.db, { companyId: team.company.id, isActive: false });
    await connect(team);

    const unknown = await map(team, team.worker.id, randomUUID());
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown)).toMatchObject({ message: UNKNOWN_XERO_EMPLOYEE, field: 'xeroId' });
    expect(UNKNOWN_XERO_EMPLOYEE).toBe(
      'Choose a Xero employee: this one was not found in Xero Payroll. Sync the list and try again.',
    );
    const empty = await map(team, team.worker.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(body(empty)).toMatchObject({ message: 'Choose a Xero employee', field: 'xeroId' });

    for (const userId of [other.worker.id, 999_999_999]) {
      const res = await map(team, userId, xeroIdOf('Liam'));
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('User not found');
    }
    expect((await mappingsOf(team)).every((u) => u.xeroEmployeeId === null)).toBe(true);
    // A deactivated person can still be mapped, to be paid their last hours (issue 29).
    expect((await map(team, gone.id, xeroIdOf('Liam'))).statusCode).toBe(200);
    expect((await mappingsOf(team)).find((u) => u.userId === gone.id)).toMatchObject({ isActive: false });
  });

  it("a deactivated user's mapping gives way to an active user's", async () => {
    const team = await companyWithTeam(t.db);
    const leaver = await createUser(t.db, { companyId: team.company.id, isActive: false });
    await connect(team);
    await t.db
      .insert(employeeMappings)
      .values({ companyId: team.company.id, userId: leaver.id, xeroEmployeeId: xeroIdOf('Liam') });
    const res = await map(team, team.worker.id, xeroIdOf('Liam'));
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.db
      .select()
      .from(employeeMappings)
      .where(
        and(
          eq(employeeMappings.companyId, team.company.id),
          eq(employeeMappings.xeroEmployeeId, xeroIdOf('Liam')),
        ),
      );
    expect(left.map((m) => m.userId)).toEqual([team.worker.id]);
  });

  it('keeps each company to its own users; workers and foremen may not', async () => {
    const mine = await companyWithTeam(t.db);
    const other = await companyWithTeam(t.db);
    await connect(mine);
    await connect(other);
    await map(mine, mine.worker.id, xeroIdOf('Liam'));
    const theirs = await mappings(mine, other.admin);
    expect(theirs.statusCode).toBe(404);
    expect((await mappingsOf(other)).map((u) => u.userId)).not.toContain(mine.worker.id);
    expect((await mappingsOf(other)).every((u) => u.xeroEmployeeId === null)).toBe(true);
    const cross = await map(other, mine.worker.id, xeroIdOf('Noah'), other.admin);
    expect(cross.statusCode).toBe(404);
    expect((await mappingsOf(mine)).find((u) => u.userId === mine.worker.id)?.xeroDisplayName).toBe(
      'Liam Nguyen',
    );
    for (const who of [mine.worker, mine.foreman]) {
      expect((await employeeList(who)).statusCode).toBe(403);
      expect((await mappings(mine, who)).statusCode).toBe(403);
      expect((await map(mine, mine.worker.id, xeroIdOf('Noah'), who)).statusCode).toBe(403);
    }
  });
});
