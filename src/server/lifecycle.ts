import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting connections, let requests in flight finish,
 * then close the database (and release the data folder) and exit.
 */
export function installShutdown(app: FastifyInstance, database: Database, exit = process.exit): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      await database.close();
      app.log.info('shutdown complete');
      exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
