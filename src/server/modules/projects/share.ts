import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/sessions';
import { companies } from '../../db/schema';
import type { AppContext } from '../../http/module';
import { sendEmail } from '../email/service';
import { findProject } from './access';

/** The link a foreman opens: the foreman dashboard with the project code filled in. */
export const foremanLink = (appUrl: string, code: string) => `${appUrl}/foreman-dashboard?code=${code}`;

/** Share Project Access by e-mail: the code and a link to the foreman dashboard, through the e-mail module. */
export async function shareProjectByEmail(
  ctx: AppContext,
  actor: Actor,
  projectId: number,
  to: { email: string; name?: string },
) {
  const db = ctx.database.db;
  const project = await findProject(db, actor, projectId);
  const [company] = await db.select().from(companies).where(eq(companies.id, actor.companyId));
  const log = await sendEmail(ctx, {
    sender: actor,
    companyId: actor.companyId,
    type: 'project_access',
    to: to.email,
    related: { type: 'project', id: project.id },
    content: {
      subject: `Docket approval access for ${project.name}`,
      heading: `Approve dockets for ${project.name}`,
      paragraphs: [
        to.name ? `Hi ${to.name},` : 'Hi,',
        `${company!.name} uses SiteDockets for daily dockets on ${project.name}${project.location ? ` (${project.location})` : ''}.`,
        `You can review and sign the crew's dockets on your phone without an account. Your project code is ${project.code}.`,
        'Open the foreman dashboard and enter the code (it is already filled in from this link).',
      ],
      action: { label: 'Open the foreman dashboard', url: foremanLink(ctx.config.appUrl, project.code) },
    },
  });
  return { status: log.status };
}
