/** Nest injection token of the service's pino logger. */
export const LOGGER = Symbol('Logger');
