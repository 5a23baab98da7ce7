import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { logFormatFor, loggerOptions, type LogFormat } from './logger';

/** Issue 24 point 3: readable lines at a terminal, JSON elsewhere, LOG_FORMAT to choose. */
describe('LOG_FORMAT', () => {
  it.each([
    ['json', 'json'],
    ['pretty', 'pretty'],
    ['', undefined],
    [undefined, undefined],
  ])('reads %s as %s', (value, format) => {
    expect(loadConfig(value === undefined ? {} : { LOG_FORMAT: value }).logFormat).toBe(format);
  });

  it('stops start-up with a message naming LOG_FORMAT when it is neither', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_FORMAT: 'loud' })).toThrow(/LOG_FORMAT: .*json or pretty.*\(got "loud"\)/);
  });

  it.each([
    [undefined, true, 'pretty'],
    [undefined, false, 'json'],
    ['json', true, 'json'],
    ['pretty', false, 'pretty'],
  ] as const)('asked %s, at a terminal %s: %s', (asked, terminal, format) => {
    expect(logFormatFor(asked, terminal)).toBe(format);
  });
});

describe('the logger', () => {
  const logOf = async (format: LogFormat): Promise<string> => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions({ level: 'info', format, stream: { write: (line) => lines.push(line) } }),
    });
    app.get('/x', () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/x?grant=g-s3cret&page=2' });
    await app.close();
    return lines.join('');
  };

  it('writes one JSON object a line as json', async () => {
    const log = await logOf('json');
    const first = JSON.parse(log.split('\n')[0]!) as { req: { url: string } };
    expect(first.req.url).toBe('/x?grant=[removed]&page=2');
  });

  it('writes readable lines as pretty, still without the grant', async () => {
    const log = await logOf('pretty');
    expect(log).toMatch(/INFO.*GET \/x\?grant=\[removed\]&page=2/);
    expect(log).toMatch(/→ 200 in \d+ ms/);
    expect(log).not.toContain('g-s3cret');
    expect(() => JSON.parse(log.split('\n')[0]!)).toThrow();
  });
});
