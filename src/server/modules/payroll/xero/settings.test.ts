import { describe, expect, it } from 'vitest';
import type { XeroSimulator } from '../../../../../simulators/xero/server';
import { body, caller, type TestApp } from '../../../../../tests/support/app';
import { companyWithTeam } from '../../../../../tests/support/people';
import { connectCompany, xeroTestApp } from '../../../../../tests/support/xero';
import {
  XERO_EXPIRED_MESSAGE,
  XERO_MISSING_PERMISSIONS_MESSAGE,
  XERO_NOT_CONNECTED_MESSAGE,
} from '../../../integrations/xero/api-errors';
import type { XeroClientSettings } from '../../../integrations/xero/settings';
import { createTokenCipher } from '../../../integrations/xero/token-crypto';
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

const as = caller(() => t);
type Team = Awaited<ReturnType<typeof companyWithTeam>>;
const connect = (team: Team) => connectCompany(t.db, createTokenCipher(key), settings, team.company.id);
const url = (team: Team, tail: string) => `/api/companies/${team.company.id}/${tail}`;

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
    const before = await as('GET', url(team, 'xero/payroll-settings'), team.office);
    expect(before.statusCode, before.body).toBe(200);
    expect(body(before)).toEqual(DEFAULTS);

    const saved = await as('POST', url(team, 'xero/payroll-settings'), team.admin, {
      ...FOUR,
      ordinaryHoursEarningsRateName: '  Ordinary Hours  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved)).toEqual({ ...DEFAULTS, ...FOUR });
    expect(body(await as('GET', url(team, 'xero/payroll-settings'), team.admin))).toEqual({
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
      const res = await as('POST', url(team, 'xero/payroll-settings'), team.admin, {
        ...FOUR,
        [field]: '  ',
      });
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ message, field });
    }
    expect(body(await as('GET', url(team, 'xero/payroll-settings'), team.admin))).toEqual(DEFAULTS);
  });

  it('changes only the preferences sent; a fortnight starts on a Monday', async () => {
    const team = await companyWithTeam(t.db);
    await as('POST', url(team, 'xero/payroll-settings'), team.admin, FOUR);
    const threshold = await as('PATCH', url(team, 'payroll-preferences'), team.office, {
      overtimeThresholdHours: 10,
    });
    expect(threshold.statusCode, threshold.body).toBe(200);
    expect(body(threshold)).toEqual({ ...DEFAULTS, ...FOUR, overtimeThresholdHours: 10 });

    const fortnight = await as('PATCH', url(team, 'payroll-preferences'), team.admin, {
      fallbackCycle: 'FORTNIGHTLY',
      fallbackFortnightStart: '2026-11-23',
    });
    expect(body(fortnight)).toMatchObject({
      overtimeThresholdHours: 10,
      fallbackCycle: 'FORTNIGHTLY',
      fallbackFortnightStart: '2026-11-23',
    });

    const tuesday = await as('PATCH', url(team, 'payroll-preferences'), team.admin, {
      fallbackFortnightStart: '2026-11-24',
    });
    expect(tuesday.statusCode).toBe(400);
    expect(body(tuesday)).toMatchObject({
      message: FORTNIGHT_START_MESSAGE,
      field: 'fallbackFortnightStart',
    });
    const tooMany = await as('PATCH', url(team, 'payroll-preferences'), team.admin, {
      overtimeThresholdHours: 25,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).message).toBe(OVERTIME_THRESHOLD_MESSAGE);
    const nothing = await as('PATCH', url(team, 'payroll-preferences'), team.admin, {});
    expect(nothing.statusCode).toBe(400);
    expect(body(nothing).message).toBe('Send at least one setting to change');
  });

  it("lists Xero's earnings rates and saves an ordinary and an overtime one", async () => {
    const team = await companyWithTeam(t.db);
    const before = await as('GET', '/api/xero/pay-items', team.admin);
    expect(before.statusCode).toBe(409);
    expect(body(before)).toMatchObject({ message: XERO_NOT_CONNECTED_MESSAGE, code: 'CONFLICT' });

    await connect(team);
    const res = await as('GET', '/api/xero/pay-items', team.office);
    expect(res.statusCode, res.body).toBe(200);
    const { earningsRates, PayItems } = body<{
      earningsRates: EarningsRate[];
      PayItems: { EarningsRates: EarningsRate[] };
    }>(res);
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
      as('POST', url(team, 'xero/pay-items'), team.admin, {
        earningsRateId: rate.EarningsRateID,
        name: rate.Name,
        earningsType: rate.EarningsType,
        rateType: rate.RateType,
        accountCode: rate.AccountCode,
        typeOfUnits: rate.TypeOfUnits,
      });
    const first = await save(ordinary);
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first)).toEqual({
      ...DEFAULTS,
      ordinaryHoursEarningsRateId: ordinary.EarningsRateID,
      ordinaryHoursEarningsRateName: 'Ordinary Hours',
    });
    expect(body(await save(overtime))).toEqual({
      ...DEFAULTS,
      ordinaryHoursEarningsRateId: ordinary.EarningsRateID,
      ordinaryHoursEarningsRateName: 'Ordinary Hours',
      overtimeHoursEarningsRateId: overtime.EarningsRateID,
      overtimeHoursEarningsRateName: 'Overtime Hours (x2.0)',
    });

    const allowance = await save({ ...ordinary, EarningsType: 'ALLOWANCE' });
    expect(allowance.statusCode).toBe(400);
    expect(body(allowance)).toMatchObject({ message: PAY_ITEM_TYPE_MESSAGE, field: 'earningsType' });
    const noId = await as('POST', url(team, 'xero/pay-items'), team.admin, {
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
    const rates = body<{ earningsRates: EarningsRate[] }>(
      await as('GET', '/api/xero/pay-items', team.admin),
    ).earningsRates;
    const overtime = rates.find((r) => r.Name === 'Overtime Hours (x1.5)')!;
    const five = (rate: EarningsRate) => ({
      earningsRateId: rate.EarningsRateID,
      earningsType: rate.EarningsType,
      rateType: rate.RateType,
      accountCode: rate.AccountCode,
      typeOfUnits: rate.TypeOfUnits,
    });
    const saved = await as('POST', url(team, 'xero/pay-items'), team.admin, five(overtime));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved)).toEqual({
      ...DEFAULTS,
      overtimeHoursEarningsRateId: overtime.EarningsRateID,
      overtimeHoursEarningsRateName: 'Overtime Hours (x1.5)',
    });
    const unknown = await as('POST', url(team, 'xero/pay-items'), team.admin, {
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
    const res = await as('GET', '/api/xero/pay-items', team.admin);
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
    await as('POST', url(mine, 'xero/payroll-settings'), mine.admin, FOUR);
    expect(body(await as('GET', url(other, 'xero/payroll-settings'), other.admin))).toEqual(DEFAULTS);
    const theirs = await as('GET', url(mine, 'xero/payroll-settings'), other.admin);
    expect(theirs.statusCode).toBe(404);
    expect((await as('POST', url(mine, 'xero/payroll-settings'), other.admin, FOUR)).statusCode).toBe(404);
    expect(
      (await as('PATCH', url(mine, 'payroll-preferences'), other.office, { overtimeThresholdHours: 3 }))
        .statusCode,
    ).toBe(404);
    expect((await as('GET', url(mine, 'xero/payroll-settings'), mine.worker)).statusCode).toBe(403);
    expect((await as('POST', url(mine, 'xero/payroll-settings'), mine.foreman, FOUR)).statusCode).toBe(403);
    expect((await as('GET', '/api/xero/pay-items', mine.worker)).statusCode).toBe(403);
    expect((await as('POST', url(mine, 'xero/pay-items'), mine.worker, {})).statusCode).toBe(403);
    expect(body(await as('GET', url(mine, 'xero/payroll-settings'), mine.admin))).toEqual({
      ...DEFAULTS,
      ...FOUR,
    });
  });
});
