import { z } from 'zod';
import type { ProFeature } from '../billing/plans';
import type { Permission } from '../roles';
import { errorCodeSchema } from './error-code-schema';
import { ERROR_REASONS, ErrorReason, registryText, XERO_ISSUES, XeroIssue } from './error-codes';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A reply that is a file, not JSON (a docket PDF, a ZIP of PDFs, an invoice's CSV), or a stored
 * attachment ('any type'), whose Content-Type is its own (a JPEG photo, a PDF).
 */
export type FileReply = {
  file: 'application/pdf' | 'application/zip' | 'text/csv' | '*/*';
  description: string;
};

/** A reply that sends the browser elsewhere (302 with Location): the Xero sign-in and its return. */
export type RedirectReply = { redirect: string };

/**
 * A reply that is a stream of server-sent events, kept open (the live updates): the server writes
 * it itself, so no JSON schema, compression or money guard applies; its events are the stream's own.
 */
export type StreamReply = { stream: 'text/event-stream'; description: string };

/**
 * One API route as data (issue 12 §4): the server registers it from this (http/serve.ts), the
 * OpenAPI description is written from it, and the web's typed client calls it by `'METHOD /path'`.
 */
export type RouteDefinition = {
  method: Method;
  /** Fastify's path syntax: `/api/clients/:id/contacts`. */
  path: string;
  /** One line for the reference page. */
  summary: string;
  /** The area it belongs to (a heading on the reference page). */
  tag: string;
  /**
   * Who may call it: a permission of the role table, checked by the one access guard; or 'public'
   * (signed in or not), with `publicBecause` saying what protects it instead.
   */
  access: Permission | 'public';
  publicBecause?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** JSON replies by status (zod schemas), or a file. */
  reply: { readonly [status: number]: z.ZodType } | FileReply | RedirectReply | StreamReply | UploadReply;
  /** Creating calls: an Idempotency-Key header makes a repeat return the first reply (DECISIONS). */
  idempotent?: boolean;
  /**
   * 'pro': an accounting-integration feature (DECISIONS 'Plans'): PRO or the trial, else 402 with
   * PRO_REQUIRED_MESSAGE (src/shared/billing/plans.ts). Never on anything a worker or foreman does in the field.
   */
  plan?: 'pro';
  /** Which PRO feature a `plan: 'pro'` route is (the words of its 402); the Xero integration when absent. */
  planFeature?: ProFeature;
};

/**
 * A step of a resumable upload (the tus protocol, issue 28): the tus server writes the reply
 * itself (its own headers: Upload-Offset, Location, Tus-Resumable); errors are `{ message, code }`.
 */
export type UploadReply = { upload: 'tus'; description: string };

/** Declares a route; `const` keeps its method and path as literal types for the typed client. */
export const defineRoute = <const R extends RouteDefinition>(route: R): R => route;

/** Declares an area's routes: `{ name: route }`, each checked against RouteDefinition. */
export const defineRoutes = <const T extends Record<string, RouteDefinition>>(routes: T): T => routes;

export const isFileReply = (reply: RouteDefinition['reply']): reply is FileReply =>
  typeof (reply as FileReply).file === 'string';
export const isRedirectReply = (reply: RouteDefinition['reply']): reply is RedirectReply =>
  typeof (reply as RedirectReply).redirect === 'string';
export const isStreamReply = (reply: RouteDefinition['reply']): reply is StreamReply =>
  typeof (reply as StreamReply).stream === 'string';
export const isUploadReply = (reply: RouteDefinition['reply']): reply is UploadReply =>
  typeof (reply as UploadReply).upload === 'string';
/** JSON replies by status: what the server validates and the money guard reads. */
export const isJsonReply = (
  reply: RouteDefinition['reply'],
): reply is { readonly [status: number]: z.ZodType } =>
  !isFileReply(reply) && !isRedirectReply(reply) && !isStreamReply(reply) && !isUploadReply(reply);

export type RouteKey<R extends RouteDefinition> = `${R['method']} ${R['path']}`;
export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

/**
 * Every refusal (4xx): `message` is what the screens show, `code` what they branch on (the registry,
 * error-codes.ts), `field` the input it is about; `reason` and `xero` narrow some, others add details.
 */
export const errorReply = z
  .looseObject({
    message: z.string(),
    code: errorCodeSchema,
    field: z.string().optional(),
    reason: z.enum(ErrorReason).optional().describe(registryText(ERROR_REASONS)),
    xero: z.enum(XeroIssue).optional().describe(registryText(XERO_ISSUES)),
  })
  .meta({ id: 'Error', description: 'Every refusal: message, code and, when it is about one input, field.' });
