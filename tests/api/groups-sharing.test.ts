import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { send, startGroup } from './group-helpers';
import { describeEachDatabase, signUp } from './helpers';
import { organiser } from './moderation-helpers';

const PUBLIC_URL = 'https://club.example.org';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-groups-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Club</title><meta name="description" content="Generic"></head><body><div id="root"><main id="main"></main></div></body></html>',
);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

/** The page head's Open Graph property, or undefined. */
const og = (html: string, key: string) =>
  new RegExp(`<meta property="og:${key}" content="([^"]*)">`).exec(html)?.[1];

/** Issue 38 item 1: public, non-hidden groups in link previews and the sitemap; no other group. */
describeEachDatabase(
  'groups: link previews and the sitemap',
  (ctx) => {
    const app = () => ctx().app;
    const page = async (slug: string) => (await app().inject({ url: `/groups/${slug}` })).body;
    const sitemap = async () => (await app().inject({ url: '/sitemap.xml' })).body;
    const loc = (slug: string) => `<loc>${PUBLIC_URL}/groups/${slug}</loc>`;

    it('a public group has a preview and an address until it is hidden or made private', async () => {
      const boss = await organiser(app());
      const owner = await signUp(app());
      const { slug } = await startGroup(app(), owner.token, {
        name: 'Zephyrine Armour Crew',
        kind: 'crew',
        state: 'Kansas',
        description: 'We build **EVA foam** armour on Sundays.',
      });
      const html = await page(slug);
      expect(og(html, 'title')).toBe('Zephyrine Armour Crew');
      expect(og(html, 'url')).toBe(`${PUBLIC_URL}/groups/${slug}`);
      expect(og(html, 'description')).toBe('Crew · Kansas. We build EVA foam armour on Sundays.');
      expect(await sitemap()).toContain(loc(slug));

      expect((await send(app(), 'POST', `/api/organisers/groups/${slug}/hide`, boss.token)).statusCode).toBe(
        200,
      );
      expect(og(await page(slug), 'title')).toBeUndefined();
      expect(await sitemap()).not.toContain(loc(slug));
      expect(
        (await send(app(), 'POST', `/api/organisers/groups/${slug}/unhide`, boss.token)).statusCode,
      ).toBe(200);
      expect(await sitemap()).toContain(loc(slug));

      const edit = await send(app(), 'PATCH', `/api/groups/${slug}`, owner.token, {
        visibility: 'private',
        joinPolicy: 'invite',
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const generic = await page(slug);
      expect(og(generic, 'title')).toBeUndefined();
      expect(generic).not.toContain('Zephyrine');
      expect(await sitemap()).not.toContain(loc(slug));
    });

    it('members-only and private groups, and unknown slugs, get the generic page and no address', async () => {
      const owner = await signUp(app());
      const members = await startGroup(app(), owner.token, {
        name: 'Members Sewing Circle',
        visibility: 'members',
        joinPolicy: 'open',
      });
      const secret = await startGroup(app(), owner.token, {
        name: 'Secret Prop Crew',
        visibility: 'private',
        joinPolicy: 'invite',
      });
      for (const slug of [members.slug, secret.slug, 'no-such-group']) {
        const html = await page(slug);
        expect(og(html, 'title')).toBeUndefined();
        expect(html).toContain('Generic');
      }
      const xml = await sitemap();
      expect(xml).not.toContain(loc(members.slug));
      expect(xml).not.toContain(loc(secret.slug));
    });
  },
  { config: { webDir, publicUrl: PUBLIC_URL } },
);
