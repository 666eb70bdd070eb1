import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { MIGRATION_LOCK_KEY } from '../../src/server/db/migration-lock';
import { runClubCommand } from '../../src/server/ops/club-command';
import { type PostJson, SoftAuthenticator } from '../support/soft-authenticator';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  kind: DatabaseKind;
}

export function testConfig(kind: DatabaseKind, overrides: Partial<AppConfig> = {}): AppConfig {
  // Most sign-ups here share one recovery address; tests of the mail limit set it themselves.
  const base = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CONTENT_FILE: 'content/club.json',
    MAILS_PER_RECIPIENT: '100000',
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-test-'));
  return {
    ...base,
    dataDir,
    webDir: path.join(dataDir, 'no-web-build'),
    ...(kind === 'postgres'
      ? {
          databaseUrl: process.env.TEST_DATABASE_URL,
          databaseSchema: `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`,
        }
      : {}),
    ...overrides,
  };
}

/** Drops what a test database left behind: the temp folder, and the PostgreSQL schema. */
export async function disposeTestDatabase(config: AppConfig): Promise<void> {
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  if (config.databaseUrl && config.databaseSchema) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      // Never while another suite's migrator reads the catalogue (db/migration-lock.ts).
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await client.query(`DROP SCHEMA IF EXISTS "${config.databaseSchema}" CASCADE`);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  }
}

/**
 * Runs a suite once per database, each on a fresh database. The database name is in the suite
 * title ([sqlite] / [postgres]) so the test summary can count the tests run on each.
 */
export function describeEachDatabase(
  title: string,
  body: (ctx: () => TestContext) => void,
  options: { config?: Partial<AppConfig> | (() => Partial<AppConfig>); build?: BuildOptions } = {},
): void {
  for (const kind of DATABASES) {
    describe(`[${kind}] ${title}`, () => {
      let ctx: TestContext | undefined;
      beforeAll(async () => {
        const overrides = typeof options.config === 'function' ? options.config() : options.config;
        const config = testConfig(kind, overrides);
        const app = await buildApp(config, options.build);
        await app.ready();
        ctx = { app, config, kind };
      });
      afterAll(async () => {
        if (!ctx) return;
        await ctx.app.close();
        await disposeTestDatabase(ctx.config);
      });
      body(() => {
        if (!ctx) throw new Error('test app not ready');
        return ctx;
      });
    });
  }
}

let counter = 0;
/** A username no other test in this process uses. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${process.pid}x${counter}`;
}

export const GOOD_PASSWORD = 'Sewing#2024';

export function signupFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    firstname: 'Ada',
    lastname: 'Stitch',
    birthdate: '1990-05-17',
    username: uniqueName(),
    password: GOOD_PASSWORD,
    recoveryemail: 'ada@example.org',
    referredby: '',
    ...overrides,
  };
}

/** Encodes fields as multipart/form-data, the spec's format for sign-up and profile saves. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string; type: string }> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
  remoteAddress?: string,
) {
  const fields = signupFields(overrides);
  // A fresh client address per sign-up keeps tests clear of the per-address sign-up limit.
  counter += 1;
  const address = remoteAddress ?? `10.9.${(counter >> 8) & 255}.${counter & 255}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/createnew',
    remoteAddress: address,
    ...multipart(fields),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { userId: number; token: string; username: string };
  return { ...body, password: fields.password as string, fields };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** PUT /api/users/{id} as the editor sends it: multipart fields and photo files, with the token. */
export function putProfile(
  app: FastifyInstance,
  id: number,
  token: string,
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string; type: string }> = {},
) {
  const form = multipart(fields, files);
  return app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

/** POST with JSON and a bearer token through app.inject, for tests/support helpers. */
export const injectPost =
  (app: FastifyInstance): PostJson =>
  async (url, body, token) => {
    const res = await app.inject({ method: 'POST', url, payload: body as object, headers: bearer(token) });
    return { status: res.statusCode, json: res.body === '' ? null : res.json() };
  };

/**
 * Makes a member an organiser as `npm run club -- organiser add` does, on the test's database,
 * and gives them a passkey (organiser tools need one, issue 18), stored directly: setup, not the
 * adding that tests/api/passkeys.test.ts checks (no session, password or notice mail needed).
 */
export async function makeOrganiser(app: FastifyInstance, username: string): Promise<void> {
  await runClubCommand(app.deps, ['organiser', 'add', username], app.deps.now());
  const user = await app.deps.users.findLoginByUsername(username);
  if (!user) throw new Error(`no member ${username}`);
  const key = new SoftAuthenticator(app.deps.config.publicUrl).storedForm();
  await app.deps.passkeys.insert({ ...key, userId: user.id, name: 'Test key' }, app.deps.now());
}
