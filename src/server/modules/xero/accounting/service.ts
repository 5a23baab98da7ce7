import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { taxCodes } from '../../../db/schema';
import {
  xeroClient,
  type XeroClientContext,
  type XeroClientOptions,
} from '../../../integrations/xero/client';
import { DEFAULT_TAX_TYPE, type TaxCode, type XeroContact } from '../../../../shared/xero/accounting-schemas';
import { contactsEnvelope, readReply, taxRatesEnvelope } from './xero-replies';
import { fromExcluded } from '../../../db/excluded';

/** The company's tax codes, as last synced, by name. */
export async function listTaxCodes(db: Db, companyId: number): Promise<{ taxCodes: TaxCode[] }> {
  const rows = await db
    .select({
      id: taxCodes.id,
      name: taxCodes.name,
      taxType: taxCodes.taxType,
      effectiveRate: taxCodes.effectiveRate,
      displayTaxRate: taxCodes.displayTaxRate,
      isDefault: taxCodes.isDefault,
    })
    .from(taxCodes)
    .where(eq(taxCodes.companyId, companyId))
    .orderBy(asc(taxCodes.name), asc(taxCodes.id));
  return { taxCodes: rows };
}

/** A rate Xero gives as a number (10, 0, 12.5) as the decimal text the percent column takes. */
const percentText = (rate: number | undefined): string => String(rate ?? 0);

/**
 * Makes the organisation's ACTIVE tax rates the company's tax codes in one transaction: new ones
 * added, changed ones updated, ones Xero no longer has (deleted or archived) removed. OUTPUT is
 * the default code (002 §5).
 */
export async function syncTaxCodes(
  ctx: XeroClientContext,
  actor: Actor,
  options: XeroClientOptions = {},
): Promise<{ count: number; isDefault: boolean }> {
  const reply = await xeroClient(ctx, actor.companyId, actor.userId, options).call({
    operation: 'getTaxRates',
    method: 'GET',
    path: '/TaxRates',
  });
  const { TaxRates } = readReply(taxRatesEnvelope, reply.body, 'getTaxRates');
  const active = [
    ...new Map(
      TaxRates.filter((rate) => (rate.Status ?? 'ACTIVE') === 'ACTIVE').map((rate) => [rate.TaxType, rate]),
    ).values(),
  ];
  const values = active.map((rate) => ({
    companyId: actor.companyId,
    name: rate.Name.slice(0, 200),
    taxType: rate.TaxType.slice(0, 50),
    effectiveRate: percentText(rate.EffectiveRate),
    displayTaxRate: percentText(rate.DisplayTaxRate ?? rate.EffectiveRate),
    isDefault: rate.TaxType === DEFAULT_TAX_TYPE,
  }));
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const mine = eq(taxCodes.companyId, actor.companyId);
    await tx.delete(taxCodes).where(
      values.length
        ? and(
            mine,
            notInArray(
              taxCodes.taxType,
              values.map((v) => v.taxType),
            ),
          )
        : mine,
    );
    if (values.length === 0) return;
    await tx
      .insert(taxCodes)
      .values(values)
      .onConflictDoUpdate({
        target: [taxCodes.companyId, taxCodes.taxType],
        set: fromExcluded(taxCodes, ['name', 'effectiveRate', 'displayTaxRate', 'isDefault']),
      });
  });
  return { count: values.length, isDefault: values.some((v) => v.isDefault) };
}

/** Xero contacts matching the search (Xero's searchTerm: name, first and last name, number, e-mail), first page. */
export async function searchXeroContacts(
  ctx: XeroClientContext,
  actor: Actor,
  search: string,
  options: XeroClientOptions = {},
): Promise<{ contacts: XeroContact[] }> {
  const reply = await xeroClient(ctx, actor.companyId, actor.userId, options).call({
    operation: 'getContacts',
    method: 'GET',
    path: '/Contacts',
    query: { searchTerm: search, page: 1 },
  });
  const { Contacts } = readReply(contactsEnvelope, reply.body, 'getContacts');
  return {
    contacts: Contacts.map((contact) => ({
      ContactID: contact.ContactID,
      Name: contact.Name,
      EmailAddress: contact.EmailAddress || null,
    })),
  };
}
