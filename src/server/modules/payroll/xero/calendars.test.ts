import { describe, expect, it } from 'vitest';
import type { XeroSimulator } from '../../../../../simulators/xero/server';
import { body, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { companyWithTeam } from '../../../../../tests/support/people';
import { connectCompany, xeroTestApp } from '../../../../../tests/support/xero';
import { XERO_NOT_CONNECTED_MESSAGE } from '../../../integrations/xero/api-errors';
import type { XeroClientSettings } from '../../../integrations/xero/settings';
import { createTokenCipher } from '../../../integrations/xero/token-crypto';
import { todayIn } from '../../../../shared/dates';

let t: TestApp;
let sim: XeroSimulator;
let settings: XeroClientSettings;
const { key } = xeroTestApp((world) => ({ app: t, sim, settings } = world));

const call = client(() => t);
type Team = Awaited<ReturnType<typeof companyWithTeam>>;
const connect = (team: Team) => connectCompany(t.db, createTokenCipher(key), settings, team.company.id);
const of = (team: Team) => ({ params: { companyId: team.company.id } });
const calendars = (team: Team, who = team.admin) =>
  call('GET /api/companies/:companyId/xero/payroll-calendars', who, of(team));
const syncCalendars = (team: Team, who = team.admin) =>
  call('POST /api/companies/:companyId/xero/sync-payroll-calendars', who, of(team));
const setActive = (team: Team, who: Team['admin'], calendarId: number) =>
  call('POST /api/companies/:companyId/xero/set-active-calendar', who, { ...of(team), body: { calendarId } });
const payCycles = (team: Team, who: Team['admin'], date?: string) =>
  call('GET /api/companies/:companyId/xero/pay-cycles', who, { ...of(team), query: { date } });
const simPayroll = () => sim.context.store.books.get(sim.tenantId)!.payroll;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

const calendarsOf = async (team: Team) => (await calendars(team)).json().calendars;
const settingsOf = async (team: Team) =>
  (await call('GET /api/companies/:companyId/xero/payroll-settings', team.admin, of(team))).json();

/** Periods of `days` days lined up with `start` that begin on or after `from` and before a year later, day by day. */
function periodsWithinYear(startMs: number, days: number, from: string): number {
  const fromMs = Date.parse(`${from}T00:00:00Z`);
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const untilMs = Date.UTC(y + 1, m - 1, d);
  let count = 0;
  for (let at = fromMs; at < untilMs; at += DAY) if (Math.round((at - startMs) / DAY) % days === 0) count++;
  return count;
}

describe('pay calendars (002 §2 Pay Cycle Configuration, §5 one active at a time)', () => {
  it("answers 002's not-connected text before the company connects; nothing is listed", async () => {
    const team = await companyWithTeam(t.db);
    const sync = await syncCalendars(team, team.admin);
    expect(sync.statusCode).toBe(409);
    expect(body(sync)).toMatchObject({ message: XERO_NOT_CONNECTED_MESSAGE, code: 'CONFLICT' });
    expect(await calendarsOf(team)).toEqual([]);
  });

  it("syncs Xero's calendars with their dates and counts the pay cycles of the coming year", async () => {
    const team = await companyWithTeam(t.db);
    await connect(team);
    const sync = await syncCalendars(team, team.office);
    expect(sync.statusCode, sync.body).toBe(200);
    const xero = simPayroll().calendars;
    const today = todayIn(team.company.timeZone);
    const expected = xero.reduce(
      (sum, c) => sum + periodsWithinYear(c.startDate, c.CalendarType === 'WEEKLY' ? 7 : 14, today),
      0,
    );
    expect(sync.json()).toEqual({ calendarCount: 2, payCycleCount: expected });
    expect(expected).toBeGreaterThanOrEqual(52 + 26);

    const calendars = await calendarsOf(team);
    expect(calendars).toEqual(
      [...xero]
        .sort((a, b) => a.Name.localeCompare(b.Name))
        .map((c) => ({
          id: expect.any(Number),
          xeroCalendarId: c.PayrollCalendarID,
          name: c.Name,
          calendarType: c.CalendarType,
          periodStartDate: iso(c.startDate),
          paymentDate: iso(c.paymentDate),
          isActive: false,
        })),
    );
    const again = await syncCalendars(team, team.admin);
    expect(again.json()).toEqual(sync.json());
    expect(await calendarsOf(team)).toEqual(calendars);
  });

  it('keeps one calendar active at a time and names it in the settings', async () => {
    const team = await companyWithTeam(t.db);
    await connect(team);
    await syncCalendars(team, team.admin);
    const [fortnightly, weekly] = await calendarsOf(team);
    expect([fortnightly!.name, weekly!.name]).toEqual(['Fortnightly', 'Weekly']);

    const first = await setActive(team, team.office, weekly!.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ calendar: { ...weekly, isActive: true } });
    expect(await settingsOf(team)).toMatchObject({
      payrollCalendarId: weekly!.xeroCalendarId,
      payrollCalendarName: 'Weekly',
    });

    await setActive(team, team.admin, fortnightly!.id);
    expect((await calendarsOf(team)).map((c) => [c.name, c.isActive])).toEqual([
      ['Fortnightly', true],
      ['Weekly', false],
    ]);
    expect(await settingsOf(team)).toMatchObject({
      payrollCalendarId: fortnightly!.xeroCalendarId,
      payrollCalendarName: 'Fortnightly',
    });

    // A sync keeps the active calendar active.
    await syncCalendars(team, team.admin);
    expect((await calendarsOf(team)).filter((c) => c.isActive).map((c) => c.id)).toEqual([fortnightly!.id]);

    // raw: a body without the calendar is what the schema refuses.
    const missing = await call('POST /api/companies/:companyId/xero/set-active-calendar', team.admin, {
      ...of(team),
      raw: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toMatchObject({ message: 'Choose a pay calendar', field: 'calendarId' });
  });

  it('follows Xero: a renamed calendar is renamed, a removed active one leaves none active', async () => {
    const team = await companyWithTeam(t.db);
    await connect(team);
    await syncCalendars(team, team.admin);
    const weekly = (await calendarsOf(team)).find((c) => c.name === 'Weekly')!;
    await setActive(team, team.admin, weekly.id);

    const payroll = simPayroll();
    const saved = payroll.calendars.map((c) => ({ ...c }));
    try {
      payroll.calendars.find((c) => c.Name === 'Weekly')!.Name = 'Weekly Wages';
      await syncCalendars(team, team.admin);
      expect((await calendarsOf(team)).find((c) => c.id === weekly.id)).toMatchObject({
        name: 'Weekly Wages',
        isActive: true,
      });
      expect((await settingsOf(team)).payrollCalendarName).toBe('Weekly Wages');

      payroll.calendars = payroll.calendars.filter((c) => c.PayrollCalendarID !== weekly.xeroCalendarId);
      const sync = await syncCalendars(team, team.admin);
      expect(sync.json()).toMatchObject({ calendarCount: 1 });
      const left = await calendarsOf(team);
      expect(left.map((c) => [c.name, c.isActive])).toEqual([['Fortnightly', false]]);
      expect(await settingsOf(team)).toMatchObject({ payrollCalendarId: null, payrollCalendarName: null });
      const gone = await setActive(team, team.admin, weekly.id);
      expect(gone.statusCode).toBe(404);
      expect(body(gone).message).toBe('Pay calendar not found');
    } finally {
      payroll.calendars = saved;
    }
  });

  it("walks the company's own weekly periods without a calendar, the active calendar's with one", async () => {
    const team = await companyWithTeam(t.db);
    const fallback = await payCycles(team, team.office, '2026-11-25');
    expect(fallback.statusCode, fallback.body).toBe(200);
    expect(fallback.json()).toEqual({
      source: 'fallback',
      calendar: null,
      cycle: {
        startDate: '2026-11-23',
        endDate: '2026-11-29',
        cycleType: 'WEEKLY',
        paymentDate: '2026-11-30',
        periodNumber: expect.any(Number),
      },
      previous: expect.objectContaining({ startDate: '2026-11-16', endDate: '2026-11-22' }),
      next: expect.objectContaining({ startDate: '2026-11-30', endDate: '2026-12-06' }),
    });
    const bad = await payCycles(team, team.office, '2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Date must be a real date (yyyy-MM-dd)');

    await connect(team);
    await syncCalendars(team, team.admin);
    const fortnightly = (await calendarsOf(team)).find((c) => c.name === 'Fortnightly')!;
    await setActive(team, team.admin, fortnightly.id);
    const res = await payCycles(team, team.admin);
    const cycles = res.json();
    const today = todayIn(team.company.timeZone);
    expect(cycles.source).toBe('xero');
    expect(cycles.calendar).toEqual({ ...fortnightly, isActive: true });
    expect(cycles.cycle.startDate <= today && today <= cycles.cycle.endDate).toBe(true);
    const sinceAnchor = (Date.parse(cycles.cycle.startDate) - Date.parse(fortnightly.periodStartDate)) / DAY;
    expect(sinceAnchor % 14).toBe(0);
    expect((Date.parse(cycles.cycle.endDate) - Date.parse(cycles.cycle.startDate)) / DAY).toBe(13);
    expect(cycles.cycle.cycleType).toBe('FORTNIGHTLY');
    expect(cycles.previous.endDate < cycles.cycle.startDate).toBe(true);
    expect(cycles.next.startDate > cycles.cycle.endDate).toBe(true);
    const anchored = (await payCycles(team, team.admin, fortnightly.periodStartDate)).json();
    expect(anchored.cycle).toMatchObject({
      startDate: fortnightly.periodStartDate,
      paymentDate: fortnightly.paymentDate,
      periodNumber: 1,
    });
  });

  it("keeps each company to its own calendars; another company's calendar is not found", async () => {
    const mine = await companyWithTeam(t.db);
    const other = await companyWithTeam(t.db);
    await connect(mine);
    await syncCalendars(mine, mine.admin);
    const [calendar] = await calendarsOf(mine);
    expect(await calendarsOf(other)).toEqual([]);
    const theirs = await setActive(other, other.admin, calendar!.id);
    expect(theirs.statusCode).toBe(404);
    expect(body(theirs).message).toBe('Pay calendar not found');
    expect((await calendars(mine, other.admin)).statusCode).toBe(404);
    expect((await syncCalendars(mine, other.admin)).statusCode).toBe(404);
    expect((await payCycles(mine, other.office)).statusCode).toBe(404);
    const viaPath = await setActive(mine, other.admin, calendar!.id);
    expect(viaPath.statusCode).toBe(404);
    expect((await syncCalendars(other, other.admin)).statusCode).toBe(409);
    for (const who of [mine.worker, mine.foreman]) {
      expect((await calendars(mine, who)).statusCode).toBe(403);
      expect((await payCycles(mine, who)).statusCode).toBe(403);
      expect((await syncCalendars(mine, who)).statusCode).toBe(403);
      const set = await setActive(mine, who, calendar!.id);
      expect(set.statusCode).toBe(403);
    }
    expect((await calendarsOf(mine)).every((c) => !c.isActive)).toBe(true);
  });
});
