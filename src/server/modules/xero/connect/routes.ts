import { xeroConnectRoutes as api } from '../../../../shared/xero/connect-routes';
import { actorOf } from '../../../access/guard';
import { originOf } from '../../../access/activity';
import type { AppModule } from '../../../http/module';
import { serve } from '../../../http/serve';
import {
  ConnectFailed,
  connectedLocation,
  createConnectTicket,
  disconnect,
  failedLocation,
  finishSignIn,
  SIGN_IN_TTL_MS,
  startSignIn,
} from './service';
import { bindingCookie, boundStateOf, clearedBindingCookie, sameBrowser } from './browser-binding';

/**
 * Connecting to Xero (002 §4): the ticket and disconnect API, and the two browser addresses the
 * sign-in passes through. Those answer only redirects: any failure returns to Settings with a reason.
 */
export const xeroConnectModule: AppModule = (app, { config, database: { db }, xero }) => {
  const ctx = { db, xero, appUrl: config.appUrl };
  serve(app, api.createXeroConnectTicket, (request) => createConnectTicket(ctx, actorOf(request)));
  serve(app, api.disconnectXero, (request) => disconnect(ctx, actorOf(request)));

  const failed = (err: unknown, log: { warn: (o: object, m: string) => void }) => {
    const reason = err instanceof ConnectFailed ? err.reason : 'server_error';
    // The reason only: the query holds the code and state, the error may hold Xero's reply.
    if (!(err instanceof ConnectFailed))
      log.warn({ reason, error: (err as Error)?.name }, 'Xero connect failed');
    return failedLocation(reason);
  };

  // The sign-in's cookie is Secure when the product is served over https.
  const secure = config.appUrl.startsWith('https:');

  // Public: the single-use ticket is the credential (the browser never carries the login token).
  serve(app, api.startXeroSignIn, async (request, reply) => {
    const location = await startSignIn(ctx, request.query.ticket).then(
      ({ location, state }) => {
        reply.header('set-cookie', bindingCookie(state, secure, SIGN_IN_TTL_MS));
        return location;
      },
      (err: unknown) => failed(err, request.log),
    );
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });

  // Public: the state bound to a live, spent ticket, in the browser that started it, is the credential.
  serve(app, api.finishXeroSignIn, async (request, reply) => {
    const bound = boundStateOf(request.headers.cookie);
    const location = await finishSignIn(ctx, request.query, bound, originOf(request)).then(
      () => connectedLocation,
      (err: unknown) => failed(err, request.log),
    );
    // The cookie goes with the sign-in it binds; a callback for another state leaves it for its own.
    if (sameBrowser(bound, request.query.state ?? ''))
      reply.header('set-cookie', clearedBindingCookie(secure));
    return reply.header('cache-control', 'no-store').redirect(location, 302);
  });
};
