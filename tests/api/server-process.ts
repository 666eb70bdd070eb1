import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
}

export interface ServerOptions {
  /**
   * Run the compiled server (dist/server/main.js, built by `npm run build` or
   * scripts/build-server.mjs; the caller builds it) instead of src/server/main.ts under tsx.
   * Defaults to true when SERVER_RUNTIME=compiled, so a bench can be run either way unchanged.
   */
  compiled?: boolean;
  /** Node's arguments, replacing the two ways above (e.g. a preload, then scripts/start.mjs). */
  args?: string[];
}

export const COMPILED_SERVER = 'dist/server/main.js';

/**
 * A port nobody listens on now, chosen by the system: test files run in parallel forks, and ports
 * counted from each fork's pid collided (a server then "started" on another file's server).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The node arguments that run the server the chosen way. */
export function serverArgs(options: ServerOptions = {}): string[] {
  if (options.args) return options.args;
  const compiled = options.compiled ?? process.env.SERVER_RUNTIME === 'compiled';
  if (!compiled) return ['--import', 'tsx', 'src/server/main.ts'];
  if (!fs.existsSync(COMPILED_SERVER)) {
    throw new Error(`${COMPILED_SERVER} is missing: run npm run build (or node scripts/build-server.mjs)`);
  }
  return [...startFlags(), COMPILED_SERVER];
}

/**
 * The V8 flags `npm start` gives the server (package.json, "start"; docs/performance-history.md §3
 * says why), so that benches measure the process a club runs.
 */
export function startFlags(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(/\s+/).filter((arg) => arg.startsWith('--'));
}

/** Starts the real server as a child process and waits for /api/health. */
export async function startServer(
  env: Record<string, string>,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(options), {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start on a fresh PostgreSQL database runs every migration; on the shared 2-core host
  // under a full test run that once took longer than 20 s.
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${out}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return { process: child, baseUrl, output: () => out };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${out}`);
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export function runServerExpectingFailure(
  env: Record<string, string>,
  options: ServerOptions = {},
): Promise<{ code: number | null; output: string }> {
  const args = serverArgs(options);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: out });
    });
  });
}

export function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}
