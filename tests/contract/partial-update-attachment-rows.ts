import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createAttachment } from '../../src/server/db/factories/attachments';
import { companies, docketAttachments } from '../../src/server/db/schema';
import { databaseFileStore } from '../../src/server/integrations/storage/database-store';
import { fresh, type MatrixWorld } from '../access/matrix-fixtures';
import type { PartialRow } from './partial-update-rows';

/** A captioned photo on a fresh draft of the team's worker. */
async function captioned(w: MatrixWorld) {
  const docket = await fresh.docket(w);
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
    .jpeg()
    .toBuffer();
  return createAttachment(w.db, databaseFileStore(w.db), {
    companyId: w.team.company.id,
    docketId: docket.id,
    bytes,
    caption: 'Before',
  });
}

/** Photos and files on a docket (issue 28): their caption and the company's setting. */
export const attachmentPartialRows: PartialRow[] = [
  {
    route: 'PATCH /api/dockets/:id/attachments/:attachmentId',
    setup: async (w) => {
      const row = await captioned(w);
      return {
        url: `/api/dockets/${row.docketId}/attachments/${row.id}`,
        table: docketAttachments,
        id: row.id,
      };
    },
    samples: { caption: { value: 'After' } },
    // The caption is the whole body (src/shared/dockets/attachments/schemas.ts): it must be sent.
    empty: { status: 400, message: 'Caption must be text, or null to clear it' },
  },
  {
    route: 'PATCH /api/attachments/settings',
    setup: async (w) => {
      await w.db.update(companies).set({ keepPhotoPlace: false }).where(eq(companies.id, w.team.company.id));
      return { url: '/api/attachments/settings', table: companies, id: w.team.company.id };
    },
    samples: { keepPhotoPlace: { value: true } },
    empty: { status: 400, message: 'keepPhotoPlace must be true or false' },
  },
];
