import type { FastifyServerOptions } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import { requestForLog } from './log-url';

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Where log lines go: anything with a write(line), as pino takes it (default: standard output). */
export type LogStream = { write: (line: string) => unknown };

/** LOG_FORMAT when set; else readable lines for a person at a terminal, JSON for servers and log shippers. */
export const logFormatFor = (asked: LogFormat | undefined, isTerminal: boolean): LogFormat =>
  asked ?? (isTerminal ? 'pretty' : 'json');

type RequestLine = {
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
};

/** A request's two lines as a person reads them: `GET /api/x` then `→ 200 in 4 ms`; others their message. */
const messageOf = (log: Record<string, unknown>, messageKey: string): string => {
  const { req, res, responseTime } = log as RequestLine;
  const message = String(log[messageKey] ?? '');
  if (message === 'incoming request' && req) return `${req.method} ${req.url}`;
  if (message === 'request completed' && res)
    return `→ ${res.statusCode} in ${Math.round(responseTime ?? 0)} ms`;
  return message;
};

/**
 * Readable lines, prettified in the main thread as each JSON line is written (no transport worker
 * to resolve by name: the bundled server finds pino-pretty like any other package).
 */
export function prettyStream(out: LogStream, colorize: boolean): LogStream {
  const pretty = prettyFactory({
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    messageFormat: messageOf,
    ignore: 'pid,hostname,req,res,responseTime',
  });
  return { write: (line: string) => out.write(pretty(line)) };
}

type LoggerSettings = {
  level: string;
  format: LogFormat;
  /** Default standard output (colours when it is a terminal). */
  stream?: LogStream;
};

/**
 * The server's logger: every request's address passed through urlForLog (no grant, code or token
 * reaches the log, whatever the format) and no credential header.
 */
export function loggerOptions({ level, format, stream }: LoggerSettings): FastifyServerOptions['logger'] {
  const out = stream ?? process.stdout;
  const colorize = !stream && Boolean(process.stdout.isTTY);
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestForLog },
    ...(format === 'pretty' ? { stream: prettyStream(out, colorize) } : stream ? { stream } : {}),
  };
}
