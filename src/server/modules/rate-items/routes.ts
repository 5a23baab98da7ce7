import { z } from 'zod';
import {
  companyRateItemBody,
  companyRateItemReply,
  companyRateItemUpdate,
  projectRateItemBody,
  projectRateItemReply,
  projectRateItemUpdate,
} from '../../../shared/schemas/rate-items';
import { messageReply } from '../../../shared/schemas/users';
import { actorOf } from '../../access/guard';
import { requires } from '../../access/route-access';
import { idempotent } from '../../http/idempotency';
import type { AppModule } from '../../http/module';
import { companyParams, idParams } from '../../http/params';
import * as items from './service';

const companyItemParams = companyParams.merge(idParams);

export const rateItemsModule: AppModule = (app, { database: { db } }) => {
  app.get(
    '/api/companies/:companyId/rate-items',
    {
      config: requires('companyRateItems.read'),
      schema: { params: companyParams, response: { 200: z.array(companyRateItemReply) } },
    },
    (request) => items.listCompanyItems(db, actorOf(request)),
  );
  app.post(
    '/api/companies/:companyId/rate-items',
    {
      config: requires('companyRateItems.manage'),
      schema: { params: companyParams, body: companyRateItemBody, response: { 201: companyRateItemReply } },
    },
    (request, reply) =>
      idempotent(db, actorOf(request), request, reply, async (tx) => ({
        status: 201,
        body: await items.createCompanyItem(tx, actorOf(request), request.body),
      })),
  );
  app.put(
    '/api/companies/:companyId/rate-items/:id',
    {
      config: requires('companyRateItems.manage'),
      schema: {
        params: companyItemParams,
        body: companyRateItemUpdate,
        response: { 200: companyRateItemReply },
      },
    },
    (request) => items.updateCompanyItem(db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/companies/:companyId/rate-items/:id',
    {
      config: requires('companyRateItems.manage'),
      schema: { params: companyItemParams, response: { 200: messageReply } },
    },
    async (request) => {
      await items.deleteCompanyItem(db, actorOf(request), request.params.id);
      return { message: 'Rate item deleted' };
    },
  );

  app.get(
    '/api/projects/:id/rate-items',
    {
      config: requires('projects.read'),
      schema: { params: idParams, response: { 200: z.array(projectRateItemReply) } },
    },
    (request) => items.listProjectItems(db, actorOf(request), request.params.id),
  );
  app.post(
    '/api/projects/:id/rate-items',
    {
      config: requires('projectRateItems.manage'),
      schema: { params: idParams, body: projectRateItemBody, response: { 201: projectRateItemReply } },
    },
    (request, reply) =>
      idempotent(db, actorOf(request), request, reply, async (tx) => ({
        status: 201,
        body: await items.createProjectItem(tx, actorOf(request), request.params.id, request.body),
      })),
  );
  app.put(
    '/api/project-rate-items/:id',
    {
      config: requires('projectRateItems.manage'),
      schema: { params: idParams, body: projectRateItemUpdate, response: { 200: projectRateItemReply } },
    },
    (request) => items.updateProjectItem(db, actorOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/project-rate-items/:id',
    {
      config: requires('projectRateItems.manage'),
      schema: { params: idParams, response: { 200: messageReply } },
    },
    async (request) => {
      await items.deleteProjectItem(db, actorOf(request), request.params.id);
      return { message: 'Rate item removed' };
    },
  );
};
