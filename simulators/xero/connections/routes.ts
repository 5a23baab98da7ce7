import type { FastifyInstance } from 'fastify';
import { callOf, guardApi } from '../api/guard';
import type { SimContext } from '../context';
import type { Connection } from '../store';

/** `2019-12-07T18:46:19.5165400`: the connections endpoint writes ISO times without a zone. */
const connectionTime = (ms: number): string => `${new Date(ms).toISOString().slice(0, 23)}0000`;

function toJson(connection: Connection) {
  return {
    id: connection.id,
    authEventId: connection.authEventId,
    tenantId: connection.tenantId,
    tenantType: connection.tenantType,
    tenantName: connection.tenantName,
    createdDateUtc: connectionTime(connection.createdDateUtc),
    updatedDateUtc: connectionTime(connection.updatedDateUtc),
  };
}

/** api.xero.com/connections: the organisations this app is connected to, and disconnecting one. */
export async function connectionRoutes(app: FastifyInstance, ctx: SimContext): Promise<void> {
  guardApi(app, ctx, { tenant: false });

  app.get('/connections', async (request) => {
    const { grant } = callOf(request);
    const { authEventId } = request.query as { authEventId?: string };
    return ctx.store.connections
      .filter((connection) => connection.clientId === grant.clientId)
      .filter((connection) => !authEventId || connection.authEventId === authEventId)
      .map(toJson);
  });

  app.delete('/connections/:id', async (request, reply) => {
    const { grant } = callOf(request);
    const { id } = request.params as { id: string };
    const index = ctx.store.connections.findIndex(
      (connection) => connection.id === id && connection.clientId === grant.clientId,
    );
    if (index < 0) return reply.code(404).send();
    ctx.store.connections.splice(index, 1);
    return reply.code(204).send();
  });
}
