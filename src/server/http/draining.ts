import type { FastifyInstance } from 'fastify';

/**
 * Once the server starts closing, every reply still being sent asks the client to close its
 * connection, so a keep-alive socket of a request in flight does not hold the shutdown open.
 */
export function installDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
