import { createServer, type Server } from 'node:http';
import type { EventStore } from '@nakshatra/event-store';
import type { RunningProjections } from './projections-service.js';

export interface RunningHealthServer {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The projector's own liveness, for container health checks and the launcher: `GET /health`
 * answers 200 `up` with the projections this instance works on (the others it stands by for)
 * when its lock connection and the event store answer, else 503. That a projection is current
 * is the query service's report (read from PostgreSQL, whichever instance works on it).
 */
export function startHealthServer(projections: RunningProjections, store: EventStore, options: { port: number; host?: string }): Promise<RunningHealthServer> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/health') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'not found' }));
      return;
    }
    Promise.all([projections.ping(), store.ping()]).then(
      () => {
        const states = projections.states();
        const body = { status: 'up', active: states.filter((state) => state.active).map((state) => state.name), standby: states.filter((state) => !state.active).map((state) => state.name) };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      },
      (error: unknown) => res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'degraded', reason: error instanceof Error ? error.message : String(error) })),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ port, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
