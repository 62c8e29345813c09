import type { Logger } from '../logging/logger.js';

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits; if stopping hangs, exits anyway after a grace
 * period so Ctrl-C always ends the process.
 */
export function onShutdown(stop: () => Promise<void>, logger: Logger, graceMs = 8000): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const timer = setTimeout(() => {
      logger.warn('did not stop in time; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
