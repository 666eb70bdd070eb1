import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { PHOTO_PROCESS_NICE } from '../../src/server/images/photo-thread-priority';
import { photoProcessId } from '../../src/server/images/photo-worker';
import { photoDecodes } from '../../src/server/images/process-image';
import { uploadDirectory } from '../../src/server/plugins/upload-files';
import { bearer, disposeTestDatabase, signUp, testConfig } from './helpers';
import { png } from './images';

/** A connection with no bytes moving for this long is closed (production: 30 s). */
const IDLE_MS = 400;

/** The nice value of every thread of a process (Linux). */
function threadNices(pid: number | 'self'): number[] {
  return fs.readdirSync(`/proc/${pid}/task`).map((tid) => os.getPriority(Number(tid)));
}

describe('[sqlite] photo saves: the photo process and uploaded files', () => {
  const config = testConfig('sqlite', {
    timeouts: { requestMs: 10_000, headersMs: 10_000, idleMs: IDLE_MS, keepAliveMs: 1000 },
  });
  let app: FastifyInstance;
  let baseUrl = '';
  beforeAll(async () => {
    app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await disposeTestDatabase(config);
  });

  it('is answered even when the wait outlasts the idle timeout, and its photo is stored', async () => {
    const member = await signUp(app);
    // Someone else's photo holds the decoder three idle timeouts long.
    let release = () => {};
    const busy = photoDecodes.run(() => new Promise<void>((resolve) => (release = resolve)));
    const releaseLater = setTimeout(() => release(), IDLE_MS * 3);
    const form = new FormData();
    form.set('about', 'waited for the decoder');
    form.set('profileImage', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png');
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/users/${member.userId}`, {
      method: 'PUT',
      body: form,
      headers: bearer(member.token),
    });
    clearTimeout(releaseLater);
    await busy;
    expect(res.status, await res.clone().text()).toBe(200);
    expect(performance.now() - started).toBeGreaterThan(IDLE_MS * 2);
    const own = await (
      await fetch(`${baseUrl}/api/users/${member.userId}`, { headers: bearer(member.token) })
    ).json();
    expect(own.about).toBe('waited for the decoder');
    expect(own.image).toMatch(/^\/api\/images\//);
  });

  it.runIf(process.platform === 'linux')(
    'decodes in a photo process whose every thread runs below the server',
    async () => {
      const member = await signUp(app);
      const form = new FormData();
      form.set('profileImage', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png');
      const res = await fetch(`${baseUrl}/api/users/${member.userId}`, {
        method: 'PUT',
        body: form,
        headers: bearer(member.token),
      });
      expect(res.status).toBe(200);
      const pid = photoProcessId();
      expect(pid).toBeDefined();
      expect(pid).not.toBe(process.pid);
      const nices = threadNices(pid as number);
      expect(nices.length).toBeGreaterThan(1);
      expect(new Set(nices)).toEqual(new Set([PHOTO_PROCESS_NICE]));
      // The server's own threads keep their priority.
      expect(new Set(threadNices('self'))).toEqual(new Set([0]));
    },
  );

  it('removes the uploaded files once a save is answered, stored or refused', async () => {
    const member = await signUp(app);
    const save = async (bytes: Buffer) => {
      const form = new FormData();
      form.set('slideshowImage0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'p.png');
      const res = await fetch(`${baseUrl}/api/users/${member.userId}`, {
        method: 'PUT',
        body: form,
        headers: bearer(member.token),
      });
      await res.arrayBuffer();
      return res.status;
    };
    expect(await save(await png())).toBe(200);
    expect(await save(Buffer.from('not a photo at all'))).toBe(400);
    // Removal follows the answer by a moment (after it is sent).
    await expect.poll(() => fs.readdirSync(uploadDirectory())).toEqual([]);
  });
});
