import { eq } from 'drizzle-orm';
import { formatInstant } from '../../shared/dates';
import { formatBytes } from '../../shared/bytes';
import { companies, users } from '../db/schema';
import type { AppContext } from '../http/module';
import { sendEmail } from '../modules/email/service';

/** Where the admin finds their exports: Settings → Data export. */
export const EXPORT_SCREEN_PATH = '/settings?tab=export';

/**
 * Tells the admin who asked that their export is ready, through the product's e-mail (so it is in
 * the e-mail log). The mail links to the screen, never to the file: the download needs their session.
 * A mail that cannot go out is in the log as such; the export stays ready either way.
 */
export async function notifyReady(
  ctx: Pick<AppContext, 'config' | 'database' | 'mailer'>,
  done: { id: number; companyId: number; requestedById: number; sizeBytes: number; expiresAt: Date },
  companyName: string,
) {
  const { db } = ctx.database;
  const [admin] = await db.select().from(users).where(eq(users.id, done.requestedById));
  const [company] = await db.select().from(companies).where(eq(companies.id, done.companyId));
  if (!admin || !company) return;
  await sendEmail(ctx, {
    companyId: done.companyId,
    type: 'company_export',
    to: admin.email,
    related: { type: 'company_export', id: done.id },
    content: {
      subject: `Your export of ${companyName} is ready`,
      heading: 'Your company data export is ready',
      paragraphs: [
        `Hi ${admin.firstName},`,
        `The export of ${companyName} you asked for is ready (${formatBytes(done.sizeBytes)}): every project, client, docket, invoice and timesheet as CSV files, with the PDFs of approved dockets and of invoices.`,
        `Download it from Settings → Data export, signed in as yourself, until ${formatInstant(done.expiresAt, company.timeZone)}.`,
      ],
      action: { label: 'Open Data export', url: `${ctx.config.appUrl}${EXPORT_SCREEN_PATH}` },
    },
  }).catch(() => undefined);
}
