import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start` records where its embedded servers listen in .data/stack.json, so ops tools
 * (`npm run projections`) find them without configuration. It holds no secrets beyond the
 * local embedded database's fixed development password.
 */
export interface StackFile {
  readonly databaseUrl: string;
  readonly eventStoreConnectionString?: string;
  readonly url: string;
  readonly pid: number;
}

export const stackFilePath = (root = process.cwd()) => path.resolve(root, '.data', 'stack.json');

export function writeStackFile(stack: StackFile, root?: string): void {
  const file = stackFilePath(root);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(stack, null, 2), { mode: 0o600 });
}

export function readStackFile(root?: string): StackFile | undefined {
  const file = stackFilePath(root);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StackFile;
  } catch {
    return undefined;
  }
}

export function removeStackFile(root?: string): void {
  rmSync(stackFilePath(root), { force: true });
}
