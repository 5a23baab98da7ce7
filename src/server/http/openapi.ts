import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  errorReply,
  isFileReply,
  isJsonReply,
  isRedirectReply,
  isStreamReply,
  isUploadReply,
  type FileReply,
  type RouteDefinition,
} from '../../shared/api/route';
import { attachmentReply } from '../../shared/dockets/attachments/schemas';
import { PERMISSIONS, ROLE_LABELS } from '../../shared/roles';
import { APP_VERSION } from '../version';

/** Where the reference page lives; its own routes are pages, not API calls (the guard skips them). */
export const DOCS_PREFIX = '/api/docs';

const IDEMPOTENCY_HEADERS = {
  type: 'object',
  properties: {
    'Idempotency-Key': {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      description:
        'A repeat with the same key and body returns the first reply and creates nothing; the same key with another body is a 409.',
    },
  },
} as const;

/** Who may call a route, in words: the reference page shows it under every route. */
export function accessText(route: RouteDefinition): string {
  if (route.access === 'public') {
    return `Public: no sign-in needed.${route.publicBecause ? ` ${route.publicBecause}` : ''}`;
  }
  const roles = (PERMISSIONS[route.access] as readonly (keyof typeof ROLE_LABELS)[]).map(
    (r) => ROLE_LABELS[r],
  );
  const plan = route.plan === 'pro' ? ` ${PLAN_TEXT.pro}` : '';
  return `Permission \`${route.access}\`: ${roles.join(', ')}. Signed in (Bearer token), inside the caller's own company.${plan}`;
}

/** What a plan-marked route says under its access text (the guard answers 402 PLAN_REQUIRED otherwise). */
export const PLAN_TEXT = {
  pro: 'Needs PRO (or the trial): on another plan it answers 402 with code PLAN_REQUIRED.',
} as const;

type Override = (ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) => void;

/**
 * What JSON cannot carry, said for OpenAPI: a date travels as ISO text. (The provider's own
 * override also drops union branches that zod has not filled in yet when a schema is used twice,
 * which left `anyOf: []` for a project's optional dates; this one leaves unions alone.)
 */
const override: Override = ({ zodSchema, jsonSchema }) => {
  const type = (zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def?.type;
  if (type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
  if (type === 'undefined') jsonSchema.type = 'null';
};
const zodToJsonConfig = { override } as Parameters<typeof createJsonSchemaTransform>[0]['zodToJsonConfig'];
const jsonSchemaTransform = createJsonSchemaTransform({ zodToJsonConfig });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ zodToJsonConfig });

type Transformed = ReturnType<typeof jsonSchemaTransform>;
type Document = Parameters<typeof jsonSchemaTransform>[0];

const STATUS_TEXT: Record<string, string> = { '200': 'OK', '201': 'Created', '204': 'No content' };

/**
 * The zod transform, plus what the schemas cannot say: summary, access, tag, the refusal body,
 * idempotency header and file replies.
 */
function describe(route: RouteDefinition, document: Document): Transformed {
  const replies = isJsonReply(route.reply)
    ? (document.schema.response as Record<string, unknown>)
    : isUploadReply(route.reply) && route.method === 'PATCH'
      ? { 200: attachmentReply }
      : {};
  const transformed = jsonSchemaTransform({
    ...document,
    schema: { ...document.schema, response: { ...replies, '4XX': errorReply } },
  });
  const response = transformed.schema.response as Record<string, Record<string, unknown>>;
  for (const [status, schema] of Object.entries(response)) {
    schema['x-response-description'] = STATUS_TEXT[status] ?? 'Refused: see message and code';
  }
  if (isRedirectReply(route.reply)) {
    response['302'] = {
      'x-response-description': route.reply.redirect,
      type: 'null',
      headers: { Location: { type: 'string', description: 'Where the browser goes next' } },
    };
  }
  if (isFileReply(route.reply)) Object.assign(response, fileResponses(route.reply));
  if (isUploadReply(route.reply))
    for (const [status, reply] of Object.entries(uploadResponses(route, route.reply.description)))
      response[status] = { ...response[status], ...(reply as Record<string, unknown>) };
  if (isStreamReply(route.reply)) {
    response['200'] = {
      'x-response-description': route.reply.description,
      content: { [route.reply.stream]: { schema: { type: 'string', contentMediaType: route.reply.stream } } },
    };
  }
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      summary: route.summary,
      description: accessText(route),
      tags: [route.tag],
      operationId: operationId(route),
      ...(route.access === 'public' ? { security: [] } : {}),
      ...(route.idempotent ? { headers: IDEMPOTENCY_HEADERS } : {}),
    },
  };
}

const header = (description: string) => ({ type: 'string', description });

/**
 * A file's reply: its bytes with their type; a stored attachment ('any type') with its own type,
 * or, kept in object storage, a 302 to a signed link.
 */
function fileResponses(reply: FileReply): Record<string, unknown> {
  if (reply.file !== '*/*')
    return {
      '200': {
        'x-response-description': reply.description,
        content: { [reply.file]: { schema: { type: 'string', contentMediaType: reply.file } } },
      },
    };
  return {
    '200': {
      'x-response-description': reply.description,
      headers: {
        'Content-Type': header("The file's own type (image/jpeg, application/pdf…), from its bytes"),
        'Content-Disposition': header("inline, with the file's name"),
        'X-Content-Type-Options': header('nosniff'),
        'Cache-Control': header('private, max-age=3600'),
      },
      content: { '*/*': { schema: { type: 'string', description: 'The bytes of the file' } } },
    },
    '302': {
      'x-response-description':
        'Kept in object storage: the file is at a signed link, valid for five minutes',
      type: 'null',
      headers: { Location: header('The signed link') },
    },
  };
}

const TUS_RESUMABLE = header('1.0.0');
const OFFSET = header('How many bytes of the upload the server holds');

/** A tus step's replies by its method (its refusals are the 4XX `{ message, code }` like any other). */
function uploadResponses(route: RouteDefinition, description: string): Record<string, unknown> {
  const none = (what: string, headers: Record<string, unknown>) => ({
    'x-response-description': `${what}. ${description}`,
    type: 'null',
    headers: { 'Tus-Resumable': TUS_RESUMABLE, ...headers },
  });
  switch (route.method) {
    case 'POST':
      return {
        '201': none('Created: send the bytes to Location', {
          Location: header('The upload (relative: /api/uploads/<uploadId>)'),
        }),
      };
    case 'HEAD':
      return {
        '200': none('How far the upload is', {
          'Upload-Offset': OFFSET,
          'Upload-Length': header('The whole size, as declared at creation'),
          'Cache-Control': header('no-store'),
        }),
      };
    case 'PATCH':
      return {
        '204': none('Bytes taken, more to come', { 'Upload-Offset': OFFSET }),
        '200': {
          'x-response-description':
            'The last bytes: the attachment is made and answered (Upload-Offset is the whole size)',
          headers: { 'Tus-Resumable': TUS_RESUMABLE, 'Upload-Offset': OFFSET },
        },
      };
    default:
      return { '204': none('The unfinished upload is removed', {}) };
  }
}

/** `GET /api/clients/:id/contacts` → `getApiClientsIdContacts`. */
const operationId = (route: RouteDefinition): string =>
  route.method.toLowerCase() +
  route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next?: string) => (next ? next.toUpperCase() : ''));

type OpenApiObject = { components?: { schemas?: Record<string, unknown> }; paths?: unknown };

/**
 * The zod registry yields an input and an output component for every named schema; only those a
 * route refers to stay (a reply-only schema has no use for its input twin), also through another
 * component: dropping an unused one may leave one only it referred to unused, so until none is left.
 */
function withoutUnusedSchemas<D extends OpenApiObject>(document: D): D {
  let schemas = document.components?.schemas ?? {};
  for (;;) {
    const text = JSON.stringify({ paths: document.paths, schemas });
    const used = Object.fromEntries(
      Object.entries(schemas).filter(([name]) => text.includes(`"#/components/schemas/${name}"`)),
    );
    if (Object.keys(used).length === Object.keys(schemas).length)
      return { ...document, components: { ...document.components, schemas } };
    schemas = used;
  }
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The reference page starts itself with one inline script; the CSP (http/security.ts) forbids inline
 * scripts, so that page's policy names exactly this script by its hash and nothing else changes.
 * Registered in the reference page's own context: no other reply pays for it.
 */
function allowReferencePageScript(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const hashes = [...payload.matchAll(INLINE_SCRIPT)].map(
      ([, script]) =>
        `'sha256-${createHash('sha256')
          .update(script ?? '')
          .digest('base64')}'`,
    );
    const policy = reply.getHeader('content-security-policy');
    if (hashes.length > 0 && typeof policy === 'string') {
      reply.header(
        'content-security-policy',
        policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`),
      );
    }
    return payload;
  });
}

/**
 * The OpenAPI 3.1 description, written from the route definitions (src/shared/api) by
 * @fastify/swagger with the zod type provider's transform; /api/openapi.json serves it and
 * /api/docs renders it (Scalar, offline: its script is served from here, no fonts or CDN).
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SiteDockets API',
        version: APP_VERSION,
        description:
          'Dockets, approval, invoicing and payroll for construction and trades companies. Every error reply is `{ message, code, field? }`. Workers never receive money fields.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-SiteDockets' },
      },
      servers: [{ url: 'https://app.sitedockets.com', description: 'Production' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token sign-in returns.' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: (document) => {
      const api = document.route.config?.api;
      return api ? describe(api, document) : { schema: { hide: true }, url: document.url };
    },
    transformObject: (document) =>
      withoutUnusedSchemas(jsonSchemaTransformObject(document) as OpenApiObject) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });
  await app.register(async (docs) => {
    allowReferencePageScript(docs);
    await docs.register(scalar, {
      routePrefix: DOCS_PREFIX,
      logLevel: 'silent',
      configuration: {
        pageTitle: 'SiteDockets API reference',
        hideClientButton: true,
        hideTestRequestButton: true,
        showDeveloperTools: 'never',
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        hiddenClients: true,
        documentDownloadType: 'json',
      },
    });
  });
}
