import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { and, isNotNull } from 'drizzle-orm';
import { contentHash } from '../modules/dockets/approvals/content-hash';
import { docketViews } from '../modules/dockets/views';
import type { Tx } from '../db/client';
import { appVersions, dockets, users } from '../db/schema';
import { createDemoCompany, DEMO_PASSWORD } from './demo-company';
import { createDemoDockets } from './demo-dockets';

export { DEMO_PASSWORD };
export const DEMO_USERNAMES = ['demo.admin', 'demo.office', 'demo.foreman', 'demo.worker'] as const;

/**
 * Creates the demo company once: a no-op when demo.admin already exists. Returns whether it seeded.
 * Its dockets end at `now` (the company's today), none recorded after it.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.admin'));
  if (existing) return false;
  await db.transaction(async (tx) => {
    const demo = await createDemoCompany(tx);
    await createDemoDockets(tx, demo, now);
    await fingerprintSignedDockets(tx);
  });
  return true;
}

/** Signed demo dockets get the fingerprint a real approval stores, so their PDFs verify. */
async function fingerprintSignedDockets(tx: Tx) {
  const signed = await tx
    .select()
    .from(dockets)
    .where(and(eq(dockets.status, 'approved'), isNotNull(dockets.signature)));
  const views = await docketViews(tx, { money: false }, signed, { withSignature: true });
  for (const [i, d] of signed.entries()) {
    const hash = contentHash(views[i]!, d.signature, d.approvedByName ?? '');
    await tx.update(dockets).set({ contentHash: hash }).where(eq(dockets.id, d.id));
  }
}

/** The release this build is: recorded once so the update banner has something to compare. */
export async function recordAppVersion(db: Db, version: string): Promise<void> {
  await db
    .insert(appVersions)
    .values({ version, releaseNotes: `SiteDockets ${version}`, features: [], deployedBy: 'start-up' })
    .onConflictDoNothing();
}
