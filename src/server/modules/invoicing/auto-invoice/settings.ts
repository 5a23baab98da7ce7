import { eq } from 'drizzle-orm';
import type { AutoInvoiceSettingsReply } from '../../../../shared/xero/auto-invoice-schemas';
import type { AutoInvoiceMode } from '../../../../shared/xero/sync-schemas';
import type { Actor } from '../../../access/sessions';
import type { Db } from '../../../db/client';
import { xeroSyncSettings } from '../../../db/schema';

export async function readAutoInvoiceSettings(db: Db, companyId: number): Promise<AutoInvoiceSettingsReply> {
  const [row] = await db
    .select({ autoInvoice: xeroSyncSettings.autoInvoice, updatedAt: xeroSyncSettings.updatedAt })
    .from(xeroSyncSettings)
    .where(eq(xeroSyncSettings.companyId, companyId));
  return { autoInvoice: row?.autoInvoice ?? 'off', updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Settings → Xero 'Automatic invoices': changes only the mode (the reconcile job's columns are its own). */
export async function saveAutoInvoiceSettings(
  db: Db,
  actor: Actor,
  input: { autoInvoice: AutoInvoiceMode },
): Promise<AutoInvoiceSettingsReply> {
  const values = { autoInvoice: input.autoInvoice, updatedById: actor.userId, updatedAt: new Date() };
  await db
    .insert(xeroSyncSettings)
    .values({ companyId: actor.companyId, ...values })
    .onConflictDoUpdate({ target: xeroSyncSettings.companyId, set: values });
  return readAutoInvoiceSettings(db, actor.companyId);
}
