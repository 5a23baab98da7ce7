import { demoRequestBody } from '../auth/schemas';
import { messageReply } from '../auth/users-schemas';
import { defineRoutes } from '../api/route';

const tag = 'Demo requests';

/** The landing page's 'Book a Phone Call and Demo'. */
export const demoRequestsRoutes = defineRoutes({
  requestDemo: {
    method: 'POST',
    path: '/api/demo-request',
    summary: 'Ask for a phone call and demo: stored and e-mailed to support',
    tag,
    access: 'public',
    publicBecause: 'Anyone on the landing page may ask; requests limited per client.',
    body: demoRequestBody,
    reply: { 201: messageReply },
  },
});
