import type { z } from 'zod';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../errors';
import {
  xeroClient,
  type XeroClientContext,
  type XeroClientOptions,
} from '../../../integrations/xero/client';
import { readPayrollSettings, writePayrollSettings } from '../company-payroll';
import { readReply } from '../../xero/accounting/xero-replies';
import { weekdayIndex } from '../../../../shared/dates';
import {
  type EarningsRate,
  FORTNIGHT_START_MESSAGE,
  type PayrollSettings,
  type PayrollSettingsBody,
  type payrollPreferencesBody,
  type savePayItemBody,
} from '../../../../shared/payroll/schemas';
import { PAYROLL_API, payItemsEnvelope } from './xero-payroll-replies';

/** Settings → Xero → Payroll: the four earnings rate fields, the payroll view's preferences, Xero's earnings rates. */

export const getPayrollSettings = (db: Db, actor: Actor) => readPayrollSettings(db, actor.companyId);

/** The payroll settings panel's Save: the four fields, all required (002 §4). */
export async function savePayrollSettings(
  db: Db,
  actor: Actor,
  body: PayrollSettingsBody,
): Promise<PayrollSettings> {
  await writePayrollSettings(db, actor.companyId, body);
  return readPayrollSettings(db, actor.companyId);
}

/** The daily overtime threshold and the periods without a Xero calendar; only the fields sent change. */
export async function updatePayrollPreferences(
  db: Db,
  actor: Actor,
  body: z.infer<typeof payrollPreferencesBody>,
): Promise<PayrollSettings> {
  const start = body.fallbackFortnightStart;
  if (start && weekdayIndex(start) !== 0)
    throw badRequest(FORTNIGHT_START_MESSAGE, { field: 'fallbackFortnightStart' });
  await writePayrollSettings(db, actor.companyId, {
    ...(body.overtimeThresholdHours === undefined
      ? {}
      : { overtimeThresholdHours: String(body.overtimeThresholdHours) }),
    ...(body.fallbackCycle === undefined ? {} : { fallbackCycle: body.fallbackCycle }),
    ...(start === undefined ? {} : { fallbackFortnightStart: start }),
  });
  return readPayrollSettings(db, actor.companyId);
}

/** Xero Payroll's earnings rates (PayItems.EarningsRates), as Xero lists them. */
export async function listPayItems(
  ctx: XeroClientContext,
  actor: Actor,
  options: XeroClientOptions = {},
): Promise<{ PayItems: { EarningsRates: EarningsRate[] }; earningsRates: EarningsRate[] }> {
  const reply = await xeroClient(ctx, actor.companyId, actor.userId, options).call({
    operation: 'getPayItems',
    method: 'GET',
    path: `${PAYROLL_API}/PayItems`,
  });
  const { PayItems } = readReply(payItemsEnvelope, reply.body, 'getPayItems');
  const earningsRates = PayItems.EarningsRates.map((rate) => ({
    EarningsRateID: rate.EarningsRateID,
    Name: rate.Name,
    EarningsType: rate.EarningsType,
    RateType: rate.RateType,
    AccountCode: rate.AccountCode ?? null,
    TypeOfUnits: rate.TypeOfUnits ?? null,
  }));
  return { PayItems: { EarningsRates: earningsRates }, earningsRates };
}

export const UNKNOWN_EARNINGS_RATE =
  'Choose an earnings rate: this one was not found in Xero Payroll. Open View Earnings Rates again and try again.';

/** The rate's name as sent, else as Xero names the rate (002 §7's body carries no name). */
async function earningsRateName(
  ctx: XeroClientContext,
  actor: Actor,
  body: z.infer<typeof savePayItemBody>,
): Promise<string> {
  if (body.name) return body.name;
  const { earningsRates } = await listPayItems(ctx, actor);
  const rate = earningsRates.find(
    (one) => one.EarningsRateID.toLowerCase() === body.earningsRateId.toLowerCase(),
  );
  if (!rate) throw badRequest(UNKNOWN_EARNINGS_RATE, { field: 'earningsRateId' });
  return rate.Name;
}

export const PAY_ITEM_TYPE_MESSAGE =
  'Only an ordinary time earnings rate (ORDINARYTIMEEARNINGS) or an overtime earnings rate (OVERTIMEEARNINGS) can be saved as a payroll rate';

/** 'Save' on an earnings rate: an ordinary-time rate becomes the ordinary hours rate, an overtime rate the overtime one. */
export async function savePayItem(
  ctx: XeroClientContext,
  actor: Actor,
  body: z.infer<typeof savePayItemBody>,
): Promise<PayrollSettings> {
  const db = ctx.database.db;
  const type = body.earningsType.toUpperCase();
  if (type !== 'ORDINARYTIMEEARNINGS' && type !== 'OVERTIMEEARNINGS')
    throw badRequest(PAY_ITEM_TYPE_MESSAGE, { field: 'earningsType' });
  const name = await earningsRateName(ctx, actor, body);
  if (type === 'ORDINARYTIMEEARNINGS')
    await writePayrollSettings(db, actor.companyId, {
      ordinaryHoursEarningsRateId: body.earningsRateId,
      ordinaryHoursEarningsRateName: name,
    });
  else
    await writePayrollSettings(db, actor.companyId, {
      overtimeHoursEarningsRateId: body.earningsRateId,
      overtimeHoursEarningsRateName: name,
    });
  return readPayrollSettings(db, actor.companyId);
}
