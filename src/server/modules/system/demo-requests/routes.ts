import { demoRequestsRoutes as api } from '../../../../shared/system/demo-requests-routes';
import { demoRequests } from '../../../db/schema';
import type { AppModule } from '../../../http/module';
import { MINUTE, perClient } from '../../../http/rate-limit';
import { serve } from '../../../http/serve';
import { sendEmail } from '../../email/service';

/** The landing page's 'Book a Phone Call and Demo': stored, and e-mailed to support. */
export const demoRequestsModule: AppModule = async (app, ctx) => {
  const limit = perClient(
    ctx.limits.store,
    'demo-request-client',
    5,
    60 * MINUTE,
    'Too many demo requests from this address. Please call us instead.',
  );
  serve(
    app,
    api.requestDemo,
    async (request, reply) => {
      const { businessName, phone, email } = request.body;
      const [row] = await ctx.database.db
        .insert(demoRequests)
        .values({ businessName, phone, email, ipAddress: request.ip })
        .returning();
      await sendEmail(ctx, {
        companyId: null,
        type: 'demo_request',
        to: ctx.config.supportEmail,
        related: { type: 'demo_request', id: row!.id },
        content: {
          subject: `Demo request: ${businessName}`,
          heading: 'New demo request',
          paragraphs: [
            `Business: ${businessName}`,
            `Phone: ${phone}`,
            `E-mail: ${email}`,
            'We promised a call back within 24 hours.',
          ],
        },
      });
      return reply.status(201).send({ message: 'Demo request submitted' });
    },
    { onRequest: limit },
  );
};
