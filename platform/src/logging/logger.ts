import { pino, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

/**
 * Structured JSON logs for every service. Secrets never reach a log line: the redaction list
 * covers the places they travel (cookies, authorization headers, OTPs, payment secrets).
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.otp',
        '*.password',
        '*.secret',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
}
