import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { addPasskey, fetchPost } from '../support/soft-authenticator';
import { PG_URL, REDIS_URL, signUpOn, twoInstances } from './two-instances';

/** Polls until `check` passes or the deadline is over (then fails with its last error). */
async function eventually(check: () => Promise<void>, deadlineMs = 8_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - started;
    } catch (error) {
      if (Date.now() - started > deadlineMs) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Two real app processes on one PostgreSQL database and one Redis: content an organiser saves
 * through one instance is served by the other within seconds, without a restart.
 */
describe.runIf(PG_URL && REDIS_URL)(
  '[postgres] club content saved on one instance, served by another',
  () => {
    const instances = twoInstances('content', (dataDir) => {
      const webDir = path.join(dataDir, 'web');
      fs.mkdirSync(webDir);
      fs.writeFileSync(
        path.join(webDir, 'index.html'),
        '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      );
      return { WEB_DIR: webDir };
    });
    const { a: serverA, b: serverB } = instances;

    async function organiserToken(): Promise<string> {
      const a = serverA();
      const { token, userId } = await signUpOn(a, `contentorg${process.pid}`);
      // As `npm run club -- organiser add` does.
      const client = new pg.Client({ connectionString: instances.databaseUrl });
      await client.connect();
      await client.query(`UPDATE users SET role = 'organiser' WHERE id = $1`, [userId]);
      await client.end();
      // Organiser tools need a passkey (issue 18); PUBLIC_URL defaults to http://localhost:PORT.
      await addPasskey(
        fetchPost(a.baseUrl),
        { token, password: 'Two#Instances42' },
        a.baseUrl.replace('127.0.0.1', 'localhost'),
      );
      return token;
    }

    it('shows a save made through A on B: the API, the page and the CSP, within seconds', async () => {
      const [a, b] = [serverA(), serverB()];
      const auth = { authorization: `Bearer ${await organiserToken()}` };
      // B has served the file's content (and built its page) before the save.
      const before = await fetch(`${b.baseUrl}/`);
      expect(before.headers.get('content-security-policy')).not.toContain('https://maps.example.net');
      const { content, version } = await (
        await fetch(`${a.baseUrl}/api/organisers/content`, { headers: auth })
      ).json();
      expect(version).toBeNull();
      content.motd.message = 'Saved on instance A';
      content.stores.ohio = { mapEmbedUrl: 'https://maps.example.net/ohio', stores: [] };
      const saved = await fetch(`${a.baseUrl}/api/organisers/content`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ ...content, baseVersion: null }),
      });
      expect(saved.status).toBe(200);

      const waited = await eventually(async () => {
        const api = await fetch(`${b.baseUrl}/api/content`);
        expect((await api.json()).motd.message).toBe('Saved on instance A');
        const page = await fetch(`${b.baseUrl}/public/anyone`, { headers: { 'accept-encoding': 'br' } });
        expect(await page.text()).toContain('Saved on instance A');
        expect(page.headers.get('content-security-policy')).toMatch(
          /frame-src [^;]*https:\/\/maps\.example\.net/,
        );
      });
      // The check runs every two seconds.
      expect(waited).toBeLessThan(5_000);
    }, 30_000);
  },
);
