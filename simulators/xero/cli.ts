import { parseArgs } from 'node:util';
import { startXeroSimulator } from './server';

/**
 * `npm run sim:xero -- --port 4010 [--mode dev|test|demo] [--client-id X --client-secret Y]
 * [--webhook-url URL --webhook-key KEY]`
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    mode: { type: 'string', default: 'dev' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'webhook-url': { type: 'string' },
    'webhook-key': { type: 'string' },
  },
});

const port = Number(values.port);
const mode = values.mode;
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`--port must be a port number, got ${values.port}`);
if (mode !== 'dev' && mode !== 'test' && mode !== 'demo')
  throw new Error(`--mode must be dev, test or demo, got ${mode}`);

const sim = await startXeroSimulator({
  port,
  host: values.host,
  mode,
  client: { clientId: values['client-id'], clientSecret: values['client-secret'] },
  ...(values['webhook-url'] && values['webhook-key']
    ? { webhook: { url: values['webhook-url'], key: values['webhook-key'] } }
    : {}),
});

console.log(`Simulated Xero (no real Xero account is used) on ${sim.baseUrl}
  authorize   ${sim.authorizeUrl}
  token       ${sim.tokenUrl}
  revocation  ${sim.revocationUrl}
  connections ${sim.connectionsUrl}
  accounting  ${sim.apiUrl}
  invoices    ${sim.invoicesConsoleUrl} (approve and pay, as the office would in Xero)
  client id     ${sim.clientId}
  client secret ${sim.clientSecret}
  tenant id     ${sim.tenantId}${mode === 'demo' ? '' : `\n  control     ${sim.baseUrl}/__control/{faults,reset,state,pay,webhooks}`}`);

const stop = (): void => {
  void sim.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
