import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(options: { level: string; pretty?: boolean }): Logger {
  return pino({
    level: options.level,
    base: { service: 'immodesk' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
      censor: '[redacted]',
    },
  });
}
