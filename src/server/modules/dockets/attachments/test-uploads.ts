import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AttachmentReply } from '../../../../shared/dockets/attachments/schemas';
import type { TypedApp } from '../../../http/module';
import { TUS_BODY_TYPE, UPLOADS_PATH } from './tus';

/** What an upload is started with (Upload-Metadata): the docket, the phone's key, a name, a caption. */
export type Sending = { docketId: number; key: string; filename?: string; caption?: string };

/** Upload-Metadata as the tus protocol writes it: `name base64(value)` pairs. */
export const tusMetadata = (values: Record<string, string | number | undefined>): string =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`)
    .join(',');

/**
 * The tus steps as raw HTTP (for this folder's tests): what tus-js-client sends, one request at a
 * time, through Fastify's inject.
 */
export function tusSteps(app: () => TypedApp) {
  const send = (options: InjectOptions, who: { token: string } | null) =>
    app().inject({
      ...options,
      headers: {
        'tus-resumable': '1.0.0',
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        ...options.headers,
      },
    });

  const steps = {
    create: (who: { token: string } | null, sending: Sending, length: number) =>
      send(
        {
          method: 'POST',
          url: UPLOADS_PATH,
          headers: {
            'upload-length': String(length),
            'upload-metadata': tusMetadata({ filename: 'photo.jpg', ...sending }),
          },
        },
        who,
      ),
    patch: (who: { token: string } | null, location: string, offset: number, bytes: Buffer) =>
      send(
        {
          method: 'PATCH',
          url: location,
          headers: { 'upload-offset': String(offset), 'content-type': TUS_BODY_TYPE },
          payload: bytes,
        },
        who,
      ),
    head: (who: { token: string } | null, location: string) => send({ method: 'HEAD', url: location }, who),
    cancel: (who: { token: string } | null, location: string) =>
      send({ method: 'DELETE', url: location }, who),
    /** Creation then one PATCH of the whole file: the reply of the last step (or of a refused creation). */
    async upload(
      who: { token: string },
      sending: Sending,
      bytes: Buffer,
    ): Promise<LightMyRequestResponse & { attachment: () => AttachmentReply }> {
      const created = await steps.create(who, sending, bytes.length);
      const res =
        created.statusCode === 201 ? await steps.patch(who, locationOf(created), 0, bytes) : created;
      return Object.assign(res, { attachment: () => res.json<AttachmentReply>() });
    },
  };
  return steps;
}

/** The upload's address a creation answered (relative: /api/uploads/<id>). */
export function locationOf(res: LightMyRequestResponse): string {
  const location = res.headers.location;
  if (typeof location !== 'string') throw new Error(`no Location: ${res.statusCode} ${res.body}`);
  return location;
}
