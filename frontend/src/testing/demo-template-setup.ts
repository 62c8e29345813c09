import type {} from 'vitest';
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Names the run's demo template (demo-template.ts) for the browser test files, which build it at
 * the first file that asks for the demo catalogue and copy it from then on; drops it after the
 * run. Listed after platform/src/testing/global-setup.ts, which finds the database server.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const database = `nk_demo_${randomBytes(4).toString('hex')}`;
  const adminUrl = project.getProvidedContext().databaseAdminUrl;
  project.provide('demoTemplate', database);
  return async () => {
    // The run's templates: one a day it ran on (demo-template.ts), and one left half-built if a build failed.
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [database]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
    for (const entry of await readdir(tmpdir())) if (entry.startsWith(database)) await rm(join(tmpdir(), entry), { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's demo template databases' prefix (one exists once a file has needed it; demo-template.ts). */
    demoTemplate: string;
  }
}
