import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Gives a number the admin role as an operator does (`npm run admin:grant`), on a browser test stack's database. */
export function grantAdmin(databaseUrl: string, numbers: string): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../../command-service/dist/cli/grant-role.js', import.meta.url)), numbers, '--role', 'admin'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}
