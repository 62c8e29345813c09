import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { stopChild } from '../../../calls/media/testing/local-coturn.js';

/** A real Janus (Debian's `janus`, scripts/ensure-test-tools.sh) for tests, alone on 127.0.0.1. */
export interface LocalJanus {
  /** Its Janus API, `http://127.0.0.1:<port>/janus`, for JANUS_URL. */
  readonly url: string;
  /** Its admin API, `http://127.0.0.1:<port>/admin`, for JANUS_ADMIN_URL. */
  readonly adminUrl: string;
  readonly apiSecret: string;
  readonly adminSecret: string;
  /** The VideoRoom plugin's `admin_key`. */
  readonly roomAdminKey: string;
  /** The JANUS_* variables that point the command service at it (janusConfigFromEnv). */
  readonly env: Readonly<Record<'JANUS_URL' | 'JANUS_API_SECRET' | 'JANUS_ADMIN_URL' | 'JANUS_ADMIN_SECRET' | 'JANUS_VIDEOROOM_ADMIN_KEY', string>>;
  /** What the server printed so far, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/** The only plugin and the only transport the tests need; Janus loads every library in its folders, so the folders hold just these. */
const PLUGIN = 'libjanus_videoroom.so';
const TRANSPORT = 'libjanus_http.so';

/**
 * Starts janus with `token_auth` (stored tokens), an API secret, an admin secret and a VideoRoom
 * admin key, only the HTTP transport (API and admin API on free ports of 127.0.0.1) and only the
 * VideoRoom plugin, and resolves once both APIs answer. Its configuration is written in a
 * temporary folder (secrets in files, not on the command line where `ps` shows them), pointing at
 * the plugin and transport libraries of the installed package, so it runs as any user.
 */
export async function startLocalJanus(): Promise<LocalJanus> {
  const libraries = janusLibraryFolder();
  const folder = await mkdtemp(join(tmpdir(), 'nakshatra-janus-'));
  const [port = 0, adminPort = 0] = await freeTcpPorts(2);
  const apiSecret = randomBytes(32).toString('hex');
  const adminSecret = randomBytes(32).toString('hex');
  const roomAdminKey = randomBytes(32).toString('hex');
  const url = `http://127.0.0.1:${port}/janus`;
  const adminUrl = `http://127.0.0.1:${adminPort}/admin`;

  let output = '';
  let child: ReturnType<typeof spawn> | undefined;
  const stop = async () => {
    if (child) await stopChild(child);
    await rm(folder, { recursive: true, force: true });
  };
  let spawnError: Error | undefined;
  try {
    const folders = { plugins: join(folder, 'plugins'), transports: join(folder, 'transports'), events: join(folder, 'events'), loggers: join(folder, 'loggers') };
    await Promise.all(Object.values(folders).map((path) => mkdir(path)));
    await symlink(join(libraries, 'plugins', PLUGIN), join(folders.plugins, PLUGIN));
    await symlink(join(libraries, 'transports', TRANSPORT), join(folders.transports, TRANSPORT));
    await writeConfig(folder, 'janus.jcfg', janusJcfg({ folder, ...folders, apiSecret, adminSecret }));
    await writeConfig(folder, 'janus.transport.http.jcfg', httpTransportJcfg(port, adminPort));
    await writeConfig(folder, 'janus.plugin.videoroom.jcfg', videoRoomJcfg(roomAdminKey));

    child = spawn('janus', ['--config', join(folder, 'janus.jcfg'), '--configs-folder', folder, '--plugins-folder', folders.plugins, '--disable-colors'], {
      cwd: folder,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', (error) => (spawnError = error));
    const running = child;
    await untilAnswers(url, adminUrl, adminSecret, () => spawnError !== undefined || running.exitCode !== null || running.signalCode !== null);
  } catch (error) {
    await stop();
    const why = spawnError ? `${spawnError.message} (run scripts/ensure-test-tools.sh)` : (error as Error).message;
    throw new Error(`janus did not start: ${why}\n${output}`);
  }
  return {
    url,
    adminUrl,
    apiSecret,
    adminSecret,
    roomAdminKey,
    env: { JANUS_URL: url, JANUS_API_SECRET: apiSecret, JANUS_ADMIN_URL: adminUrl, JANUS_ADMIN_SECRET: adminSecret, JANUS_VIDEOROOM_ADMIN_KEY: roomAdminKey },
    output: () => output,
    stop,
  };
}

/**
 * Where the package keeps its plugins and transports: Debian's `/usr/lib/<multiarch>/janus`, a
 * source build's `<prefix>/lib/janus`, found from the `janus` on PATH.
 */
function janusLibraryFolder(): string {
  const binary = (process.env.PATH ?? '')
    .split(delimiter)
    .map((folder) => join(folder, 'janus'))
    .find((path) => existsSync(path));
  if (!binary) throw new Error('janus is not on PATH (run scripts/ensure-test-tools.sh)');
  const lib = join(dirname(dirname(realpathSync(binary))), 'lib');
  const candidates = [join(lib, 'janus'), ...(existsSync(lib) ? readdirSync(lib).map((entry) => join(lib, entry, 'janus')) : [])];
  const found = candidates.find((path) => existsSync(join(path, 'plugins', PLUGIN)) && existsSync(join(path, 'transports', TRANSPORT)));
  if (!found) throw new Error(`no ${PLUGIN} and ${TRANSPORT} under ${lib}/janus or ${lib}/*/janus`);
  return found;
}

/** Owner-only: these files hold the secrets. */
const writeConfig = (folder: string, name: string, text: string) => writeFile(join(folder, name), text, { mode: 0o600 });

/** A quoted libconfig string. */
const quoted = (value: string) => JSON.stringify(value);

function janusJcfg(c: { folder: string; plugins: string; transports: string; events: string; loggers: string; apiSecret: string; adminSecret: string }): string {
  return `general: {
  configs_folder = ${quoted(c.folder)}
  plugins_folder = ${quoted(c.plugins)}
  transports_folder = ${quoted(c.transports)}
  events_folder = ${quoted(c.events)}
  loggers_folder = ${quoted(c.loggers)}
  debug_level = 4
  server_name = "nakshatra-test"
  session_timeout = 60
  api_secret = ${quoted(c.apiSecret)}
  admin_secret = ${quoted(c.adminSecret)}
  token_auth = true
}
media: {
}
nat: {
  nice_debug = false
}
plugins: {
}
transports: {
}
loggers: {
}
events: {
  broadcast = false
}
`;
}

function httpTransportJcfg(port: number, adminPort: number): string {
  return `general: {
  json = "plain"
  base_path = "/janus"
  http = true
  ip = "127.0.0.1"
  port = ${port}
  https = false
}
admin: {
  admin_base_path = "/admin"
  admin_http = true
  admin_ip = "127.0.0.1"
  admin_port = ${adminPort}
  admin_https = false
}
cors: {
}
`;
}

function videoRoomJcfg(roomAdminKey: string): string {
  return `general: {
  admin_key = ${quoted(roomAdminKey)}
  lock_rtp_forward = true
}
`;
}

/** `count` distinct TCP ports free on 127.0.0.1 now. */
async function freeTcpPorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

/**
 * Resolves once GET <url>/info answers Janus's server info and the admin API accepts the admin
 * secret. Rejects when `gaveUp()` says the server is gone, or after `withinMs`: a bound for a
 * server that never comes up, not a wait for one that does.
 */
async function untilAnswers(url: string, adminUrl: string, adminSecret: string, gaveUp: () => boolean, { everyMs = 100, withinMs = 45_000 } = {}): Promise<void> {
  const deadline = Date.now() + withinMs;
  const answers = async (target: string, init?: RequestInit) => {
    try {
      const response = await fetch(target, { ...init, signal: AbortSignal.timeout(2_000) });
      const body = (await response.json()) as { janus?: unknown };
      return body.janus === 'server_info';
    } catch {
      return false;
    }
  };
  const adminInfo = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ janus: 'info', transaction: 'ready', admin_secret: adminSecret }) };
  for (;;) {
    if (gaveUp()) throw new Error('janus stopped before it answered');
    if ((await answers(`${url}/info`)) && (await answers(adminUrl, adminInfo))) return;
    if (Date.now() > deadline) throw new Error(`janus did not answer on ${url} and ${adminUrl} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
