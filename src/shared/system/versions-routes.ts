import { z } from 'zod';
import { textField } from '../schemas/fields';
import { messageReply } from '../auth/users-schemas';
import { defineRoutes } from '../api/route';

const tag = 'Versions';

/** A released version of the app (the update banner and Settings → Versions). */
export const versionReply = z.object({
  id: z.number(),
  version: z.string(),
  deployedAt: z.date(),
  releaseNotes: z.string().nullable(),
  features: z.array(z.string()),
  deployedBy: z.string().nullable(),
  buildNumber: z.string().nullable(),
});

/** Released versions and the version each user runs (spec 002). */
export const versionsRoutes = defineRoutes({
  listVersions: {
    method: 'GET',
    path: '/api/versions',
    summary: 'Released versions, newest first (the latest twenty)',
    tag,
    access: 'versions.read',
    reply: { 200: z.array(versionReply) },
  },
  recordAppVersion: {
    method: 'PUT',
    path: '/api/auth/me/app-version',
    summary: "Record the app version the signed-in user's browser runs",
    tag,
    access: 'session.use',
    body: z.object({
      version: textField({ message: 'Version is required' }).trim().min(1, 'Version is required').max(50),
    }),
    reply: { 200: messageReply },
  },
});
