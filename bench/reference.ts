import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ReferenceServer {
  baseUrl: string;
  process: ChildProcess;
}

/** Starts bench/reference-server.mjs (plain JavaScript, no TypeScript loader) and waits for it. */
export function startReference(port: number): Promise<ReferenceServer> {
  const script = fileURLToPath(new URL('./reference-server.mjs', import.meta.url));
  const child = fork(script, [], { env: { ...process.env, PORT: String(port) }, execArgv: [] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve({ baseUrl: `http://127.0.0.1:${port}`, process: child }));
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code})`)));
  });
}
