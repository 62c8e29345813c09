import { pino, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

/**
 * Structured JSON logs for every service, on standard output. Secrets never reach a log line: the
 * redaction list covers the places they travel (cookies, authorization headers, OTPs, payment
 * secrets).
 *
 * Lines are written asynchronously: a line is handed to the kernel off the event loop, and lines
 * logged while a write is under way go together in the next one, so every request keeps its log
 * line at `info` without a blocking write each (bench/README.md "reads"). pino flushes what is
 * pending when the process exits; a SIGKILL can lose the lines of the write under way.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    {
      name: service,
      level,
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.otp', '*.password', '*.secret', '*.token'],
        censor: '[redacted]',
      },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
