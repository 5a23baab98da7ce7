import sharp from 'sharp';
import { createAttachment } from '../../src/server/db/factories/attachments';
import { databaseFileStore } from '../../src/server/integrations/storage/database-store';
import { TUS_BODY_TYPE } from '../../src/server/modules/dockets/attachments/tus';
import { tusMetadata } from '../../src/server/modules/dockets/attachments/test-uploads';
import { fresh, pendingWithGrant, type MatrixWorld } from './matrix-fixtures';
import { backOffice, everyone, signedIn, type MatrixRow } from './matrix-harness';

let tiny: Promise<Buffer> | undefined;
/** An 8 px JPEG: the smallest photo an upload keeps. */
const tinyPhoto = () =>
  (tiny ??= sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
    .jpeg()
    .toBuffer());

/** A photo on a docket, with its files in the database store (the test app's default). */
async function attached(w: MatrixWorld, docket?: { id: number }) {
  const on = docket ?? (await fresh.docket(w));
  const row = await createAttachment(w.db, databaseFileStore(w.db), {
    companyId: w.team.company.id,
    docketId: on.id,
    bytes: await tinyPhoto(),
    caption: 'Slab poured',
  });
  return { docketId: on.id, id: row.id, url: `/api/dockets/${on.id}/attachments/${row.id}` };
}

/** An upload id of nobody: whoever asks, it is not theirs (tus steps of another's upload are 404 too). */
const NO_UPLOAD = '/api/uploads/c1u1-00000000000000000000000000000000';
const TUS = { 'tus-resumable': '1.0.0' };

/**
 * Photos and files on a docket (issue 28): a docket's attachments go with the docket. Its worker,
 * office and admin add, caption and remove them; a signed-in foreman reads those of the dockets
 * they see (a draft on their project) and changes none (403); another company's are not found. A
 * grant reads its dockets'. An upload's steps are its starter's alone: anyone else's is not found.
 */
export const attachmentRows: MatrixRow[] = [
  {
    route: 'POST /api/uploads',
    call: async (w) => {
      const docket = await fresh.docket(w);
      return {
        method: 'POST',
        url: '/api/uploads',
        headers: {
          ...TUS,
          'upload-length': '1024',
          'upload-metadata': tusMetadata({
            docketId: docket.id,
            key: `m-${docket.id}`,
            filename: 'pour.jpg',
          }),
        },
      };
    },
    expect: { ...signedIn(201), foreman: 403, otherAdmin: 404 },
  },
  {
    route: 'HEAD /api/uploads/:uploadId',
    call: () => ({ method: 'HEAD', url: NO_UPLOAD, headers: TUS }),
    expect: signedIn(404),
  },
  {
    route: 'PATCH /api/uploads/:uploadId',
    call: () => ({
      method: 'PATCH',
      url: NO_UPLOAD,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': TUS_BODY_TYPE },
      payload: Buffer.from('bytes'),
    }),
    expect: signedIn(404),
  },
  {
    route: 'DELETE /api/uploads/:uploadId',
    call: () => ({ method: 'DELETE', url: NO_UPLOAD, headers: TUS }),
    expect: signedIn(404),
  },
  {
    route: 'GET /api/dockets/:id/attachments',
    call: async (w) => ({ method: 'GET', url: `/api/dockets/${(await attached(w)).docketId}/attachments` }),
    expect: { ...signedIn(200), otherAdmin: 404 },
  },
  {
    route: 'PATCH /api/dockets/:id/attachments/:attachmentId',
    call: async (w) => ({ method: 'PATCH', url: (await attached(w)).url, payload: { caption: 'Formwork' } }),
    expect: { ...signedIn(200), foreman: 403, otherAdmin: 404 },
  },
  {
    route: 'DELETE /api/dockets/:id/attachments/:attachmentId',
    call: async (w) => ({ method: 'DELETE', url: (await attached(w)).url }),
    expect: { ...signedIn(200), foreman: 403, otherAdmin: 404 },
  },
  {
    route: 'GET /api/dockets/:id/attachments/:attachmentId/:rendition',
    call: async (w) => ({ method: 'GET', url: `${(await attached(w)).url}/thumb` }),
    expect: { ...signedIn(200), otherAdmin: 404 },
  },
  {
    route: 'GET /api/foreman/timesheets/:id/attachments',
    call: async (w) => {
      const { docket, grant } = await pendingWithGrant(w);
      await attached(w, docket);
      return { method: 'GET', url: `/api/foreman/timesheets/${docket.id}/attachments`, headers: grant };
    },
    expect: everyone(200),
  },
  {
    route: 'GET /api/foreman/timesheets/:id/attachments/:attachmentId/:rendition',
    call: async (w) => {
      const { docket, grant } = await pendingWithGrant(w);
      const { id } = await attached(w, docket);
      return {
        method: 'GET',
        url: `/api/foreman/timesheets/${docket.id}/attachments/${id}/original`,
        headers: grant,
      };
    },
    expect: everyone(200),
  },
  {
    route: 'GET /api/attachments/settings',
    call: () => ({ method: 'GET', url: '/api/attachments/settings' }),
    expect: { ...backOffice(200), otherAdmin: 200 },
  },
  {
    route: 'PATCH /api/attachments/settings',
    call: () => ({ method: 'PATCH', url: '/api/attachments/settings', payload: { keepPhotoPlace: false } }),
    expect: { ...backOffice(200), otherAdmin: 200 },
  },
];
