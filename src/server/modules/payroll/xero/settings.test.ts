import { describe, expect, it } from 'vitest';
import type { XeroSimulator } from '../../../../../simulators/xero/server';
import { body, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { companyWithTeam } from '../../../../../tests/support/people';
import { connectCompany, xeroTestApp } from '../../../../../tests/support/xero';
import {
  XERO_EXPIRED_MESSAGE,
  XERO_MISSING_PERMISSIONS_MESSAGE,
  XERO_NOT_CONNECTED_MESSAGE,
} from '../../../integrations/xero/api-errors';
import type { XeroClientSettings } from '../../../integrations/xero/settings';
import { createTokenCipher } from '../../../integrations/xero/token-crypto';
import type { BodyPart } from '../../../../shared/api/call-shape';
import {
  type EarningsRate,
  FORTNIGHT_START_MESSAGE,
  OVERTIME_THRESHOLD_MESSAGE,
  type PayrollSettings,
} from '../../../../shared/payroll/schemas';
import { PAY_ITEM_TYPE_MESSAGE, UNKNOWN_EARNINGS_RATE } from './settings-service';

let t: TestApp;
let sim: XeroSimulator;
let settings: XeroClientSettings;
const { key } = xeroTestApp((world) => ({ app: t, sim, settings } = world));

const call = client(() => t);
type Team = Awaited<ReturnType<typeof companyWithTeam>>;
const connect = (team: Team) => connectCompany(t.db, createTokenCipher(key), settings, team.company.id);
type Who = Team['admin'];
const of = (team: Team) => ({ params: { companyId: team.company.id } });
const settingsOf = (team: Team, who: Who) =>
  call('GET /api/companies/:companyId/xero/payroll-settings', who, of(team));
const saveSettings = (
  team: Team,
  who: Who,
  sent: BodyPart<'POST /api/companies/:companyId/xero/payroll-settings'>['body'],
) => call('POST /api/companies/:companyId/xero/payroll-settings', who, { ...of(team), body: sent });
const setPreferences = (
  team: Team,
  who: Who,
  sent: BodyPart<'PATCH /api/companies/:companyId/payroll-preferences'>['body'],
) => call('PATCH /api/companies/:companyId/payroll-preferences', who, { ...of(team), body: sent });
const payItems = (who: Who) => call('GET /api/xero/pay-items', who);
const savePayItem = (
  team: Team,
  who: Who,
  sent: BodyPart<'POST /api/companies/:companyId/xero/pay-items'>['body'],
) => call('POST /api/companies/:companyId/xero/pay-items', who, { ...of(team), body: sent });

const FOUR = {
  ordinaryHoursEarningsRateId: 'ord-1',
  ordinaryHoursEarningsRateName: 'Ordinary Hours',
  overtimeHoursEarningsRateId: 'ot-1',
  overtimeHoursEarningsRateName: 'Overtime Hours (x1.5)',
};

const DEFAULTS: PayrollSettings = {
  ordinaryHoursEarningsRateId: null,
  ordinaryHoursEarningsRateName: null,
  overtimeHoursEarningsRateId: null,
  overtimeHoursEarningsRateName: null,
  payrollCalendarId: null,
  payrollCalendarName: null,
  overtimeThresholdHours: 8,
  fallbackCycle: 'WEEKLY',
  fallbackFortnightStart: null,
};

describe('payroll settings (002 §2 Xero tab, §4)', () => {
  it('reads the defaults before anything is saved, then saves the four earnings rate fields', async () => {
    const team = await companyWithTeam(t.db);
    const before = await settingsOf(team, team.office);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual(DEFAULTS);

    const saved = await saveSettings(team, team.admin, {
      ...FOUR,
      ordinaryHoursEarningsRateName: '  Ordinary Hours  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...DEFAULTS, ...FOUR });
    expect((await settingsOf(team, team.admin)).json()).toEqual({
      ...DEFAULTS,
      ...FOUR,
    });
  });

  it("refuses a missing field with 002 §4's words", async () => {
    const team = await companyWithTeam(t.db);
    const cases = [
      ['ordinaryHoursEarningsRateId', 'Ordinary hours earnings rate ID is required'],
      ['ordinaryHoursEarningsRateName', 'Ordinary hours earnings rate name is required'],
      ['overtimeHoursEarningsRateId', 'Overtime hours earnings rate ID is required'],
      ['overtimeHoursEarningsRateName', 'Overtime hours earnings rate name is required'],
    ] as const;
    for (const [field, message] of cases) {
      const res = await saveSettings(team, team.admin, {
        ...FOUR,
        [field]: '  ',
      });
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ message, field });
    }
    expect((await settingsOf(team, team.admin)).json()).toEqual(DEFAULTS);
  });

  it('changes only the preferences sent; a fortnight starts on a Monday', async () => {
    const team = await companyWithTeam(t.db);
    await saveSettings(team, team.admin, FOUR);
    const threshold = await setPreferences(team, team.office, {
      overtimeThresholdHours: 10,
    });
    expect(threshold.statusCode, threshold.body).toBe(200);
    expect(threshold.json()).toEqual({ ...DEFAULTS, ...FOUR, overtimeThresholdHours: 10 });

    const fortnight = await setPreferences(team, team.admin, {
      fallbackCycle: 'FORTNIGHTLY',
      fallbackFortnightStart: '2026-11-23',
    });
    expect(fortnight.json()).toMatchObject({
      overtimeThresholdHours: 10,
      fallbackCycle: 'FORTNIGHTLY',
      fallbackFortnightStart: '2026-11-23',
    });

    const tuesday = await setPreferences(team, team.admin, {
      fallbackFortnightStart: '2026-11-24',
    });
    expect(tuesday.statusCode).toBe(400);
    expect(body(tuesday)).toMatchObject({
      message: FORTNIGHT_START_MESSAGE,
      field: 'fallbackFortnightStart',
    });
    const tooMany = await setPreferences(team, team.admin, {
      overtimeThresholdHours: 25,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).message).toBe(OVERTIME_THRESHOLD_MESSAGE);
    const nothing = await setPreferences(team, team.admin, {});
    expect(nothing.statusCode).toBe(400);
    expect(body(nothing).message).toBe('Send at least one setting to change');
  });

  it("lists Xero's earnings rates and saves an ordinary and an overtime one", async () => {
    const team = await companyWithTeam(t.db);
    const before = await payItems(team.admin);
    expect(before.statusCode).toBe(409);
    expect(body(before)).toMatchObject({ message: XERO_NOT_CONNECTED_MESSAGE, code: 'CONFLICT' });

    await connect(team);
    const res = await payItems(team.office);
    expect(res.statusCode, res.body).toBe(200);
    const { earningsRates, PayItems } = res.json();
    expect(PayItems.EarningsRates).toEqual(earningsRates);
    const simRates = sim.context.store.books.get(sim.tenantId)!.payroll.earningsRates;
    expect(earningsRates.map((r) => r.EarningsRateID).sort()).toEqual(
      simRates.map((r) => r.EarningsRateID).sort(),
    );
    const ordinary = earningsRates.find((r) => r.Name === 'Ordinary Hours')!;
    expect(ordinary).toEqual({
      EarningsRateID: expect.any(String),
      Name: 'Ordinary Hours',
      EarningsType: 'ORDINARYTIMEEARNINGS',
      RateType: 'RATEPERUNIT',
      AccountCode: '477',
      TypeOfUnits: 'Hours',
    });
    const overtime = earningsRates.find((r) => r.Name === 'Overtime Hours (x2.0)')!;
    expect(overtime.TypeOfUnits).toBeNull();

    const save = (rate: EarningsRate) =>
      savePayItem(team, team.admin, {
        earningsRateId: rate.EarningsRateID,
        name: rate.Name,
        earningsType: rate.EarningsType,
        rateType: rate.RateType,
        accountCode: rate.AccountCode,
        typeOfUnits: rate.TypeOfUnits,
      });
    const first = await save(ordinary);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      ...DEFAULTS,
      ordinaryHoursEarningsRateId: ordinary.EarningsRateID,
      ordinaryHoursEarningsRateName: 'Ordinary Hours',
    });
    expect((await save(overtime)).json()).toEqual({
      ...DEFAULTS,
      ordinaryHoursEarningsRateId: ordinary.EarningsRateID,
      ordinaryHoursEarningsRateName: 'Ordinary Hours',
      overtimeHoursEarningsRateId: overtime.EarningsRateID,
      overtimeHoursEarningsRateName: 'Overtime Hours (x2.0)',
    });

    const allowance = await save({ ...ordinary, EarningsType: 'ALLOWANCE' });
    expect(allowance.statusCode).toBe(400);
    expect(body(allowance)).toMatchObject({ message: PAY_ITEM_TYPE_MESSAGE, field: 'earningsType' });
    const noId = await savePayItem(team, team.admin, {
      earningsRateId: '',
      name: 'x',
      earningsType: 'OVERTIMEEARNINGS',
      rateType: 'MULTIPLE',
    });
    expect(body(noId)).toMatchObject({ message: 'Earnings rate ID is required', field: 'earningsRateId' });
  });

  it("saves an earnings rate from the spec's five fields, taking its name from Xero", async () => {
    const team = await companyWithTeam(t.db);
    await connect(team);
    const rates = (await payItems(team.admin)).json().earningsRates;
    const overtime = rates.find((r) => r.Name === 'Overtime Hours (x1.5)')!;
    const five = (rate: EarningsRate) => ({
      earningsRateId: rate.EarningsRateID,
      earningsType: rate.EarningsType,
      rateType: rate.RateType,
      accountCode: rate.AccountCode,
      typeOfUnits: rate.TypeOfUnits,
    });
    const saved = await savePayItem(team, team.admin, five(overtime));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      ...DEFAULTS,
      overtimeHoursEarningsRateId: overtime.EarningsRateID,
      overtimeHoursEarningsRateName: 'Overtime Hours (x1.5)',
    });
    const unknown = await savePayItem(team, team.admin, {
      ...five(overtime),
      earningsRateId: 'not-a-rate',
    });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown)).toMatchObject({ message: UNKNOWN_EARNINGS_RATE, field: 'earningsRateId' });
  });

  it("says Missing Permissions, not 'expired', when Xero refuses for a scope the connection lacks", async () => {
    const team = await companyWithTeam(t.db);
    const withoutPayrollSettings = {
      ...settings,
      scopes: settings.scopes.filter((scope) => scope !== 'payroll.settings'),
    };
    await connectCompany(t.db, createTokenCipher(key), withoutPayrollSettings, team.company.id);
    const res = await payItems(team.admin);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toMatchObject({
      message: XERO_MISSING_PERMISSIONS_MESSAGE,
      code: 'XERO_MISSING_SCOPE',
      xero: 'missing_scope',
    });
    expect(XERO_MISSING_PERMISSIONS_MESSAGE).toMatch(/^Missing Permissions: .*XERO_SCOPES.*reconnect/);
    expect(res.body).not.toContain(XERO_EXPIRED_MESSAGE);
  });

  it('keeps each company to its own settings; workers and foremen may not', async () => {
    const mine = await companyWithTeam(t.db);
    const other = await companyWithTeam(t.db);
    await saveSettings(mine, mine.admin, FOUR);
    expect((await settingsOf(other, other.admin)).json()).toEqual(DEFAULTS);
    const theirs = await settingsOf(mine, other.admin);
    expect(theirs.statusCode).toBe(404);
    expect((await saveSettings(mine, other.admin, FOUR)).statusCode).toBe(404);
    expect((await setPreferences(mine, other.office, { overtimeThresholdHours: 3 })).statusCode).toBe(404);
    expect((await settingsOf(mine, mine.worker)).statusCode).toBe(403);
    expect((await saveSettings(mine, mine.foreman, FOUR)).statusCode).toBe(403);
    expect((await payItems(mine.worker)).statusCode).toBe(403);
    expect(
      (await call('POST /api/companies/:companyId/xero/pay-items', mine.worker, { ...of(mine), raw: {} }))
        .statusCode,
    ).toBe(403);
    expect((await settingsOf(mine, mine.admin)).json()).toEqual({
      ...DEFAULTS,
      ...FOUR,
    });
  });
});
