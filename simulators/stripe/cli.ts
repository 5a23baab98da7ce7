import { parseArgs } from 'node:util';
import { startStripeSimulator } from './server';

/** `npm run sim:stripe -- --port 4020 [--mode dev|test|demo] [--webhook-url URL] [--secret-key sk_test_… --webhook-secret whsec_…]` */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4020' },
    host: { type: 'string', default: '127.0.0.1' },
    mode: { type: 'string', default: 'dev' },
    'webhook-url': { type: 'string' },
    'secret-key': { type: 'string' },
    'webhook-secret': { type: 'string' },
  },
});

const port = Number(values.port);
const mode = values.mode;
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`--port must be a port number, got ${values.port}`);
if (mode !== 'dev' && mode !== 'test' && mode !== 'demo')
  throw new Error(`--mode must be dev, test or demo, got ${mode}`);
if (values['secret-key'] && !values['secret-key'].startsWith('sk_test_'))
  throw new Error(
    '--secret-key must be a test key (sk_test_…): the simulator never stands in for a live key',
  );

const sim = await startStripeSimulator({
  port,
  host: values.host,
  mode,
  webhookUrl: values['webhook-url'],
  secretKey: values['secret-key'],
  webhookSecret: values['webhook-secret'],
});

console.log(`Simulated Stripe (no real card is charged) on ${sim.baseUrl}
  SDK             new Stripe(key, { host: '${sim.host}', port: ${sim.port}, protocol: 'http' })
  secret key      ${sim.secretKey}
  publishable key ${sim.publishableKey}
  webhook secret  ${sim.webhookSecret}
  webhook URL     ${values['webhook-url'] ?? '(none: events are kept, not sent)'}
  prices          base_monthly A$40.00, pro_monthly A$60.00 (lookup keys)${
    mode === 'demo'
      ? ''
      : `\n  control         ${sim.baseUrl}/__control/{advance,fail-next-payment,events,deliver,webhooks,state,reset}`
  }`);

const stop = (): void => {
  void sim.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
