// Screenshots for docs/organisers.md: starts the built site on a fresh SQLite folder, seeds a
// club through the API (a report, a suspension, a sign-up waiting for approval) and photographs
// each organiser page. Needs `npm run build` first: node scripts/organiser-shots.mjs docs/organisers
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const outDir = process.argv[2] ?? 'docs/organisers';
fs.mkdirSync(outDir, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-shots-'));
const port = 4460;
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'inherit' });

async function waitForHealth() {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

async function call(method, url, { token, json, form } = {}) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  let body;
  if (json) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const res = await fetch(`${base}/api${url}`, { method, headers, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function signUp(username, firstname, lastname) {
  const form = new FormData();
  const fields = { firstname, lastname, birthdate: '1991-05-04', username, password: 'Thread&Needle9' };
  for (const [k, v] of Object.entries({
    ...fields,
    recoveryemail: `${username}@example.org`,
    referredby: '',
  }))
    form.append(k, v);
  const made = await call('POST', '/createnew', { form });
  return { ...made, username, password: fields.password };
}

async function photo(colour) {
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new Blob([png], { type: 'image/png' });
}

async function withPhotos(member, about) {
  const form = new FormData();
  form.append('about', about);
  form.append('state', 'Kansas');
  form.append('profileImage', await photo('#b4456b'), 'me.png');
  form.append('slideshowImage0', await photo('#3d7a8c'), 'shoot.png');
  await call('PUT', `/users/${member.userId}`, { token: member.token, form });
  return call('GET', `/users/${member.userId}`, { token: member.token });
}

try {
  await waitForHealth();
  const organiser = await signUp('juniper', 'Juniper', 'Vale');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/club.ts', 'organiser', 'add', 'juniper'], {
    env: { ...env, LOG_LEVEL: 'silent' },
  });
  const login = await call('POST', '/login', { json: { username: 'juniper', password: organiser.password } });
  const reported = await signUp('prop_goblin', 'Marty', 'Finch');
  const profile = await withPhotos(reported, 'Foam armour and worbla.');
  const reporter = await signUp('seamstress', 'Ada', 'Quill');
  await call('POST', '/reports', {
    token: reporter.token,
    json: {
      username: 'prop_goblin',
      image: profile.slideshow[0],
      reason: 'inappropriate',
      note: 'This photo is not safe for a club page.',
    },
  });
  const other = await signUp('glitter_bomb', 'Sam', 'Reyes');
  await call('POST', `/organisers/members/${other.userId}/suspend`, {
    token: login.token,
    json: { reason: 'Repeated harassment in event comments after a warning.' },
  });
  await call('POST', '/appeals', {
    json: { username: 'glitter_bomb', password: other.password, note: 'I apologised to everyone involved.' },
  });
  await call('PUT', '/organisers/settings', { token: login.token, json: { approvalRequired: true } });
  const pending = await signUp('new_cosplayer', 'Riley', 'Moss');

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const shoot = async (who, url, name, viewport = { width: 1366, height: 900 }) => {
    const page = await browser.newPage({ viewport, colorScheme: 'light' });
    await page.goto(`${base}/`);
    await page.evaluate((m) => {
      localStorage.setItem('token', m.token);
      localStorage.setItem('username', m.username);
      localStorage.setItem('userid', String(m.userid));
      localStorage.setItem('role', m.role);
      localStorage.setItem('status', m.status);
    }, who);
    // Not 'networkidle': a signed-in page keeps its live stream open (GET /api/me/live).
    await page.goto(`${base}${url}`, { waitUntil: 'load' });
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.evaluate(() => document.fonts.ready);
    // Full page, at most 1,400 px tall and 1,000 px wide, as a palette PNG: small enough for git.
    const shot = sharp(await page.screenshot({ fullPage: true }));
    const { width, height } = await shot.metadata();
    await shot
      .extract({ left: 0, top: 0, width, height: Math.min(height, 1400) })
      .resize({ width: Math.min(width, 1000) })
      .png({ palette: true, quality: 80 })
      .toFile(path.join(outDir, `${name}.png`));
    await page.close();
  };
  const asOrganiser = {
    token: login.token,
    username: 'juniper',
    userid: login.ID,
    role: 'organiser',
    status: 'active',
  };
  await shoot(asOrganiser, '/organisers/reports', 'reports');
  await shoot(asOrganiser, '/organisers/members', 'members');
  await shoot(asOrganiser, '/organisers/content', 'content');
  await shoot(asOrganiser, '/organisers/audit', 'audit');
  await shoot(asOrganiser, '/organisers/reports', 'reports-phone', { width: 390, height: 844 });
  const asPending = {
    token: pending.token,
    username: 'new_cosplayer',
    userid: pending.userId,
    role: 'member',
    status: 'pending',
  };
  await shoot(asPending, '/motd', 'pending-phone', { width: 390, height: 844 });
  await browser.close();
  console.log(`organiser screenshots written to ${outDir}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
