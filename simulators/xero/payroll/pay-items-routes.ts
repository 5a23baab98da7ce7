import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../accounting/envelope';
import { idempotent } from '../accounting/idempotency';
import type { SimContext } from '../context';
import { payItemsJson } from './json';
import {
  EARNINGS_TYPES,
  type EarningsRate,
  type EarningsType,
  type Payroll,
  RATE_TYPES,
  type RateType,
} from './model';
import { payrollOf, trialCopy } from './payroll-of';
import { payrollValidationException, refusedElement } from './validation';

const READ = { scopes: ['payroll.settings', 'payroll.settings.read'] };
const WRITE = { scopes: ['payroll.settings'] };

type Sent = Record<string, unknown>;

const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/**
 * Adds an earnings rate, or changes the one `EarningsRateID` names; rates not sent stay as they are.
 * The checks: a name (≤ 100), Xero's EarningsType and RateType, TypeOfUnits with RATEPERUNIT, a
 * Multiplier with MULTIPLE, an AccountCode, and IsQualifyingEarnings (required; not true when
 * IsExemptFromSuper is, as the description's 400 says).
 */
function writeEarningsRate(
  payroll: Payroll,
  sent: Sent,
  now: number,
): { rate: EarningsRate } | { errors: string[] } {
  const errors: string[] = [];
  const id = typeof sent.EarningsRateID === 'string' ? sent.EarningsRateID.toLowerCase() : undefined;
  const existing = id ? payroll.earningsRates.find((one) => one.EarningsRateID === id) : undefined;
  if (id && !existing) return { errors: [`The Earnings Rate ${id} could not be found`] };
  const pick = <K extends keyof EarningsRate>(key: K): unknown =>
    sent[key] === undefined ? existing?.[key] : sent[key];

  const name = typeof pick('Name') === 'string' ? String(pick('Name')).trim() : '';
  if (!name) errors.push('Name is required');
  else if (name.length > 100) errors.push('Name cannot be longer than 100 characters');
  else if (
    payroll.earningsRates.some((one) => one !== existing && one.Name.toLowerCase() === name.toLowerCase())
  )
    errors.push(`An earnings rate named ${name} already exists`);
  const earningsType = EARNINGS_TYPES.find((one) => one === pick('EarningsType'));
  if (!earningsType) errors.push(`EarningsType must be one of ${EARNINGS_TYPES.join(', ')}`);
  const rateType = RATE_TYPES.find((one) => one === pick('RateType'));
  if (!rateType) errors.push(`RateType must be one of ${RATE_TYPES.join(', ')}`);
  const accountCode =
    typeof pick('AccountCode') === 'string' || typeof pick('AccountCode') === 'number'
      ? String(pick('AccountCode')).trim()
      : '';
  if (!accountCode) errors.push('AccountCode is required');
  const units = typeof pick('TypeOfUnits') === 'string' ? String(pick('TypeOfUnits')).trim() : '';
  if (rateType === 'RATEPERUNIT' && !units)
    errors.push('TypeOfUnits is required when RateType is RATEPERUNIT');
  if (units.length > 50) errors.push('TypeOfUnits cannot be longer than 50 characters');
  const multiplier = numberOf(pick('Multiplier'));
  if (rateType === 'MULTIPLE' && (multiplier === undefined || multiplier <= 0))
    errors.push('Multiplier is required when RateType is MULTIPLE');
  const qualifying = pick('IsQualifyingEarnings');
  const exemptFromSuper = pick('IsExemptFromSuper') === true;
  if (typeof qualifying !== 'boolean') errors.push('IsQualifyingEarnings is required.');
  else if (qualifying && exemptFromSuper)
    errors.push('IsQualifyingEarnings cannot be true when IsExemptFromSuper is true.');
  if (errors.length > 0) return { errors };

  const fields: EarningsRate = {
    EarningsRateID: existing?.EarningsRateID ?? randomUUID(),
    Name: name,
    EarningsType: earningsType as EarningsType,
    RateType: rateType as RateType,
    AccountCode: accountCode,
    ...(rateType === 'RATEPERUNIT' ? { TypeOfUnits: units } : {}),
    ...(rateType === 'RATEPERUNIT' && numberOf(pick('RatePerUnit')) !== undefined
      ? { RatePerUnit: numberOf(pick('RatePerUnit')) }
      : {}),
    ...(rateType === 'MULTIPLE' ? { Multiplier: multiplier, AccrueLeave: pick('AccrueLeave') === true } : {}),
    ...(rateType === 'FIXEDAMOUNT' && numberOf(pick('Amount')) !== undefined
      ? { Amount: numberOf(pick('Amount')) }
      : {}),
    IsExemptFromTax: pick('IsExemptFromTax') === true,
    IsExemptFromSuper: exemptFromSuper,
    IsReportableAsW1: pick('IsReportableAsW1') === true,
    IsQualifyingEarnings: qualifying === true,
    updatedAt: now,
  };
  if (existing) {
    const index = payroll.earningsRates.indexOf(existing);
    payroll.earningsRates[index] = fields;
    return { rate: fields };
  }
  payroll.earningsRates.push(fields);
  return { rate: fields };
}

export function registerPayItemRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/PayItems', { config: READ }, async (request) =>
    envelope(ctx, { PayItems: payItemsJson(payrollOf(ctx, request).payroll) }),
  );

  // Body: a PayItem object, `{"EarningsRates":[…]}`. Only earnings rates are written here.
  app.post('/PayItems', { config: WRITE }, async (request, reply) => {
    const { books, payroll } = payrollOf(ctx, request);
    return idempotent(books, request, reply, () => {
      const sent = (request.body as { EarningsRates?: unknown } | null)?.EarningsRates;
      if (!Array.isArray(sent) || sent.length === 0) {
        return {
          status: 400,
          body: payrollValidationException('EarningsRates', [
            refusedElement({}, ['The request body must hold an EarningsRates array']),
          ]),
        };
      }
      const now = ctx.clock();
      const trial = trialCopy(payroll);
      const refused = (sent as Sent[]).flatMap((one) => {
        const result = writeEarningsRate(trial, one, now);
        return 'errors' in result ? [refusedElement(one, result.errors)] : [];
      });
      if (refused.length > 0)
        return { status: 400, body: payrollValidationException('EarningsRates', refused) };
      for (const one of sent as Sent[]) writeEarningsRate(payroll, one, now);
      return { status: 200, body: envelope(ctx, { PayItems: payItemsJson(payroll) }) };
    });
  });
}
