import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { appVersions, users } from '../schema';
import { createDemoCompany, DEMO_PASSWORD } from './demo-company';
import { createDemoDockets } from './demo-dockets';

export { DEMO_PASSWORD };
export const DEMO_USERNAMES = ['demo.admin', 'demo.office', 'demo.foreman', 'demo.worker'] as const;

/** Creates the demo company once: a no-op when demo.admin already exists. Returns whether it seeded. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.admin'));
  if (existing) return false;
  await db.transaction(async (tx) => {
    const demo = await createDemoCompany(tx);
    await createDemoDockets(tx, demo);
  });
  return true;
}

/** The release this build is: recorded once so the update banner has something to compare. */
export async function recordAppVersion(db: Db, version: string): Promise<void> {
  await db
    .insert(appVersions)
    .values({ version, releaseNotes: `SiteDockets ${version}`, features: [], deployedBy: 'start-up' })
    .onConflictDoNothing();
}
