// TEMPORARY (not committed).
import { spawn } from 'node:child_process';
import { measure } from './http-bench';
const dir = '/tmp/ab/data';
const port = 4600;
const child = spawn(process.execPath, ['--max-semi-space-size=4', '--heap-growing-percent=10', '--cpu-prof', '--cpu-prof-dir=/tmp/prof2', '/work/main/dist/server/main.js'], {
  env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', WEB_DIR: '/tmp/ab' },
  stdio: 'inherit',
});
for (let i = 0; i < 100; i++) {
  try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 100));
}
const ev = ['/api/events?limit=3', '/api/events/states', '/api/events', '/api/events?state=Kansas', '/api/events?state=Ohio&limit=50', '/api/events?page=3', '/api/events?past=true'];
const r = await measure(`http://127.0.0.1:${port}`, 'events', ev, { seconds: 8, connections: 20, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
console.log(r);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
