import { z } from 'zod';
import {
  createDocketBody,
  docketEventBody,
  docketEventReply,
  docketReply,
  lineItemBody,
  lineItemReply,
  updateDocketBody,
} from '../../../shared/schemas/dockets';
import { idNumberField } from '../../../shared/schemas/fields';
import { messageReply } from '../../../shared/schemas/users';
import { actorOf } from '../../access/guard';
import { requires } from '../../access/route-access';
import { idempotent } from '../../http/idempotency';
import type { AppModule } from '../../http/module';
import { companyParams, idParams } from '../../http/params';
import { findDocket } from './access';
import { createDocket } from './create';
import { listEvents, postEvent } from './events-service';
import { addLineItem, deleteLineItems, listLineItems } from './line-items';
import { deleteDocket } from './remove';
import { updateDocket } from './update';
import { docketView } from './views';

const read = requires('dockets.read');
const create = requires('dockets.create');

export const docketsModule: AppModule = (app, { database: { db } }) => {
  app.post(
    '/api/timesheets',
    { config: create, schema: { body: createDocketBody, response: { 201: docketReply } } },
    (request, reply) => {
      const actor = actorOf(request);
      return idempotent(db, actor, request, reply, async (tx) => ({
        status: 201,
        body: await createDocket(tx, actor, request.body),
      }));
    },
  );
  app.post(
    '/api/companies/:companyId/timesheets',
    {
      config: create,
      schema: {
        params: companyParams,
        body: createDocketBody.extend({
          companyId: z.number().optional(),
          signature: z.string().max(300_000).nullable().optional(),
        }),
        response: { 201: docketReply },
      },
    },
    (request, reply) => {
      const actor = actorOf(request);
      const { companyId: _c, signature: _s, ...input } = request.body;
      return idempotent(db, actor, request, reply, async (tx) => ({
        status: 201,
        body: await createDocket(tx, actor, { ...input, status: 'draft' }),
      }));
    },
  );
  app.get(
    '/api/timesheets/:id',
    { config: read, schema: { params: idParams, response: { 200: docketReply } } },
    async (request) => {
      const actor = actorOf(request);
      await findDocket(db, actor, request.params.id);
      return docketView(db, actor, request.params.id);
    },
  );
  app.put(
    '/api/timesheets/:id',
    { config: read, schema: { params: idParams, body: updateDocketBody, response: { 200: docketReply } } },
    async (request) => {
      const actor = actorOf(request);
      await updateDocket(db, actor, request.params.id, request.body);
      return docketView(db, actor, request.params.id);
    },
  );
  app.delete(
    '/api/timesheets/:id',
    { config: read, schema: { params: idParams, response: { 200: messageReply } } },
    async (request) => {
      await deleteDocket(db, actorOf(request), request.params.id);
      return { message: 'Docket deleted' };
    },
  );

  app.get(
    '/api/timesheets/:id/line-items',
    { config: read, schema: { params: idParams, response: { 200: z.array(lineItemReply) } } },
    (request) => listLineItems(db, actorOf(request), request.params.id),
  );
  app.post(
    '/api/timesheets/:id/line-items',
    { config: read, schema: { params: idParams, body: lineItemBody, response: { 201: lineItemReply } } },
    (request, reply) => {
      const actor = actorOf(request);
      return idempotent(db, actor, request, reply, async (tx) => ({
        status: 201,
        body: await addLineItem(tx, actor, request.params.id, request.body),
      }));
    },
  );
  app.delete(
    '/api/timesheets/:id/line-items/bulk-delete',
    {
      config: read,
      schema: {
        params: idParams,
        body: z.object({ ids: z.array(idNumberField()).max(100).optional() }).optional(),
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    (request) => deleteLineItems(db, actorOf(request), request.params.id, request.body?.ids),
  );

  app.get(
    '/api/timesheets/:id/events',
    { config: read, schema: { params: idParams, response: { 200: z.array(docketEventReply) } } },
    (request) => listEvents(db, actorOf(request), request.params.id),
  );
  app.post(
    '/api/timesheets/:id/events',
    {
      config: read,
      schema: { params: idParams, body: docketEventBody, response: { 201: docketEventReply } },
    },
    async (request, reply) =>
      reply.status(201).send(await postEvent(db, actorOf(request), request.params.id, request.body)),
  );
};
