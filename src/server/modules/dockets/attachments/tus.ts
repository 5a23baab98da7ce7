import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import pLimit, { type LimitFunction } from 'p-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../../shared/api/error-codes';
import { actorOf } from '../../../access/guard';
import type { Actor } from '../../../access/sessions';
import { badRequest, notFound, unauthorized } from '../../../errors';
import { finishUpload, type FinishDeps } from './finish';
import { UploadRefusal } from './refusals';
import { checkNewUpload } from './rules';
import { ownsUpload, uploadFor, uploadIdPrefix } from './upload-metadata';

/** Where the upload steps live (the routes' paths: /api/uploads and /api/uploads/:uploadId). */
export const UPLOADS_PATH = '/api/uploads';
/** The body type of a tus PATCH: read by tus itself, never by Fastify. */
export const TUS_BODY_TYPE = 'application/offset+octet-stream';
/** An upload not finished within this is removed (its HEAD then answers 410; the phone starts again). */
export const UPLOAD_EXPIRY_MS = 7 * 24 * 3600_000;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Upload steps without a body (creation, HEAD, removal) run this many at a time, each after a turn
 * of the event loop; a PATCH's body is read a chunk at a time across all uploads (`pacedBody`). Fifty
 * phones starting at once then wait their turn instead of holding up every other request (the health
 * check, the office's pages) while their steps run back to back (docs/performance.md, 'Site photos').
 */
const STEPS_AT_ONCE = 4;

/** tus's own refusals (a wrong offset, a missing header): a status and a line of text. */
type TusError = { status_code: number; body: string };
const isTusError = (error: unknown): error is TusError =>
  typeof error === 'object' && error !== null && 'status_code' in error && 'body' in error;

const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Headers of tus's reply that Fastify sets itself, or that a same-origin app does not send (CORS). */
const dropped = (name: string) =>
  name === 'content-length' || name === 'content-type' || name.startsWith('access-control-');

export type UploadServerOptions = FinishDeps & {
  /** Where unfinished uploads are kept on disk (DATA_DIR/uploads). */
  directory: string;
};

/**
 * The tus server (resumable uploads, issue 28) behind the app's own routes: the access guard has
 * found the caller before any of this runs, and each upload step is handed to tus as a web Request
 * that carries that caller. Creation checks the docket and the limits (rules.ts); the last PATCH
 * makes the attachment (finish.ts) and answers it as JSON. Every refusal is `{ message, code }`.
 */
export function createUploadServer({ directory, ...deps }: UploadServerOptions) {
  const actors = new WeakMap<Request, Actor>();
  const failures = new WeakMap<Request, unknown>();
  /** The upload a step finished: its partial file goes before the reply. */
  const finished = new WeakMap<Request, string>();
  const actorFor = (req: Request): Actor => {
    const actor = actors.get(req);
    if (!actor) throw unauthorized();
    return actor;
  };
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const removePartial = (id: string) => datastore.remove(id).catch(() => undefined);
  const steps = pLimit(STEPS_AT_ONCE);
  const chunkTurns = pLimit(1);

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    // Same origin only: tus adds no CORS headers.
    allowedOrigins: () => false,
    namingFunction: (req) => `${uploadIdPrefix(actorFor(req))}${randomBytes(16).toString('hex')}`,
    onIncomingRequest: async (req, id) => {
      if (!ownsUpload(actorFor(req), id)) throw notFound('Upload');
    },
    onUploadCreate: async (req, upload) => {
      await checkNewUpload(deps.db, actorFor(req), upload, deps.limitBytes);
      return {};
    },
    onUploadFinish: async (req, upload) => {
      try {
        const bytes = await fs.readFile(path.join(directory, upload.id));
        const attachment = await finishUpload(deps, actorFor(req), uploadFor(upload.metadata), bytes);
        finished.set(req, upload.id);
        // 201 when creation carried the whole file: tus-js-client reads Location from a 201 only.
        return {
          status_code: req.method === 'POST' ? 201 : 200,
          headers: { 'Content-Type': JSON_TYPE },
          body: JSON.stringify(attachment),
        };
      } catch (error) {
        // A refused file is not sent again as it is: its bytes go.
        await removePartial(upload.id);
        throw error;
      }
    },
    onResponseError: (req, error) => {
      failures.set(req, error);
      return undefined;
    },
  });
  return {
    /** Runs one tus step for the signed-in caller and answers it through Fastify (its hooks, its headers). */
    async handle(request: FastifyRequest, reply: FastifyReply) {
      const run = async () => {
        const actor = actorOf(request);
        const web = toWebRequest(request, chunkTurns);
        actors.set(web, actor);
        const response = await tus.handleWeb(web);
        const done = finished.get(web);
        if (done) await removePartial(done);
        return answer(reply, response, failures.get(web));
      };
      // A PATCH is not held for a turn: a phone on a weak signal sends its chunk for many seconds.
      if (request.method === 'PATCH') return run();
      return steps(async () => {
        await eventLoopTurn();
        return run();
      });
    },
    /** Removes unfinished uploads past their expiry; how many went. */
    removeExpired: () => tus.cleanUpExpiredUploads(),
  };
}

/**
 * A request body whose chunks pass one at a time across every upload, each after a turn of the event
 * loop: fifty bodies arriving at once are read in turn, with other requests answered between them.
 * A phone on a weak signal holds no turn while its bytes travel.
 */
function pacedBody(raw: Readable, turns: LimitFunction): Readable {
  const paced = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      turns(() => eventLoopTurn()).then(() => done(null, chunk), done);
    },
  });
  // A dropped connection ends the paced body with its error, as tus sees of an unpaced one.
  pipeline(raw, paced, () => undefined);
  return paced;
}

/** The Fastify request as the web Request tus reads; a PATCH's body is streamed (paced by `turns`), never buffered. */
function toWebRequest(request: FastifyRequest, turns: LimitFunction): Request {
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const streamed = request.headers['content-type']?.startsWith(TUS_BODY_TYPE) ?? false;
    const body = streamed
      ? (Readable.toWeb(pacedBody(request.raw, turns)) as ReadableStream<Uint8Array>)
      : null;
    return new Request(`http://localhost${request.url}`, {
      method: request.method,
      headers,
      body,
      ...(body ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch {
    throw badRequest('The upload request could not be read');
  }
}

/** tus's reply through Fastify's: its headers and status; a refusal as `{ message, code }`. */
async function answer(reply: FastifyReply, response: Response, failure: unknown) {
  for (const [name, value] of response.headers) if (!dropped(name)) reply.header(name, value);
  if (response.status < 400) {
    const text = await response.text();
    reply.code(response.status);
    return text ? reply.type(JSON_TYPE).send(text) : reply.send();
  }
  // The app's own errors (a docket not found, a role refused) and unexpected ones (logged, 500)
  // are the error handler's; tus's own protocol refusals are its text with a code.
  if (failure !== undefined && !(failure instanceof UploadRefusal) && !isTusError(failure)) throw failure;
  const refusal =
    failure instanceof UploadRefusal
      ? failure
      : {
          status: response.status,
          code: CODE_OF_STATUS[response.status] ?? 'BAD_REQUEST',
          message: (await response.text()).trim() || 'The upload step was refused',
        };
  return reply.code(refusal.status).type(JSON_TYPE).send({ message: refusal.message, code: refusal.code });
}
