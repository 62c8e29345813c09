import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SEED_SCRIPT = fileURLToPath(new URL('../../command-service/dist/cli/seed.js', import.meta.url));

/**
 * Runs `npm run seed`'s script against the started product, so a fresh start shows a living site.
 * It writes nothing when the demo catalogue is already in; SEED_DEMO=false skips it altogether.
 */
export function seedDemoCatalogue(env: Record<string, string | undefined>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(SEED_SCRIPT, [], { env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the demo catalogue seed exited with code ${code}`))));
  });
}
