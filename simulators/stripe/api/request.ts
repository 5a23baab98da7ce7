import type { FastifyRequest } from 'fastify';
import type { StripeContext } from '../context';
import type { Form } from '../form';
import { expand, expandPaths } from '../json/expand';

/** The parameters of a call: the form body of a POST, the query string of a GET or DELETE. */
export const formOf = (request: FastifyRequest): Form =>
  ({ ...((request.query ?? {}) as Form), ...((request.body ?? {}) as Form) }) as Form;

export const idParam = (request: FastifyRequest): string => (request.params as { id: string }).id;

/** Applies the call's expand[] to an object, or to a list's `data` (`expand[]=data.customer`). */
export const expanded = (ctx: StripeContext, form: Form, json: Record<string, unknown>) =>
  expand(ctx, json, expandPaths(form.expand));
