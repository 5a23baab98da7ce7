import { z } from 'zod';
import { companyUpdateBody, companyUserReply, roleChangeBody } from '../../../shared/schemas/company';
import { companyReply, userReply } from '../../../shared/schemas/users';
import { ROLES } from '../../../shared/roles';
import { actorOf } from '../../access/guard';
import { requires } from '../../access/route-access';
import type { AppModule } from '../../http/module';
import { companyParams, idParams } from '../../http/params';
import { setActive } from './people';
import * as companies from './service';

const userIdParams = z.object({ userId: idParams.shape.id });

export const companiesModule: AppModule = (app, { database: { db } }) => {
  app.get(
    '/api/companies/:companyId',
    { config: requires('company.read'), schema: { params: companyParams, response: { 200: companyReply } } },
    (request) => companies.getCompany(db, actorOf(request)),
  );
  app.put(
    '/api/companies/:companyId',
    {
      config: requires('company.update'),
      schema: { params: companyParams, body: companyUpdateBody, response: { 200: companyReply } },
    },
    (request) => companies.updateCompany(db, actorOf(request), request.body),
  );
  app.get(
    '/api/companies/:companyId/users',
    {
      config: requires('users.list'),
      schema: { params: companyParams, response: { 200: z.array(companyUserReply) } },
    },
    (request) => companies.listUsers(db, actorOf(request)),
  );
  app.get(
    '/api/users',
    {
      config: requires('company.read'),
      schema: {
        response: {
          200: z.array(
            z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), role: z.enum(ROLES) }),
          ),
        },
      },
    },
    (request) => companies.listUserNames(db, actorOf(request)),
  );
  app.get(
    '/api/users/:id',
    { config: requires('session.use'), schema: { params: idParams, response: { 200: userReply } } },
    (request) => companies.getUser(db, actorOf(request), request.params.id),
  );
  app.put(
    '/api/users/:userId/role',
    {
      config: requires('users.changeRole'),
      schema: { params: userIdParams, body: roleChangeBody, response: { 200: userReply } },
    },
    (request) => companies.changeRole(db, actorOf(request), request.params.userId, request.body.role),
  );
  for (const [action, isActive] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/api/users/:userId/${action}`,
      {
        config: requires('users.deactivate'),
        schema: { params: userIdParams, response: { 200: userReply } },
      },
      (request) => setActive(db, actorOf(request), request.params.userId, isActive),
    );
  }
  app.post(
    '/api/companies/:companyId/code',
    {
      config: requires('company.newCode'),
      schema: { params: companyParams, response: { 200: companyReply } },
    },
    (request) => companies.newCode(db, actorOf(request)),
  );
};
