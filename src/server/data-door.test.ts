import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One door to the data (issue 32, CONTRIBUTING.md "An endpoint"): repositories are built once, in
 * db/repos.ts, and reach features through `deps`; SQL, the connection and the database drivers
 * live in src/server/db/ only. This test reads the source tree and names every line that goes
 * around the door. Tests (which seed and inspect rows directly) are not scanned.
 */

const SRC = path.resolve(import.meta.dirname, '..');
const DB_DIR = path.join(SRC, 'server', 'db');

/** A repository factory called: `usersRepo(db)`, `eventCoversRepo(trx)`. */
const FACTORY_CALL = /\b[a-z]\w*Repo\s*\(/;
/** The connection itself: `deps.database.db`, `const { db } = deps.database`. */
const CONNECTION = [/\bdatabase\s*\.\s*db\b/, /\{[^}]*\bdb\b[^}]*\}\s*=\s*[\w.]*\bdatabase\b/];
/** Kysely's query builders and raw SQL, better-sqlite3's statements. */
const SQL = [
  /\.\s*(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)\s*\(/,
  /\.\s*transaction\s*\(\s*\)/,
  /\bsql\s*(<[^>`]*>)?\s*`/,
  /\bsql\s*\.\s*(raw|ref|lit|id|join|table|val)\s*\(/,
  /\.\s*pragma\s*\(/,
  /\.\s*(prepare|exec)\s*\(\s*['"`]\s*(select|insert|update|delete|pragma|with|create|drop|alter|begin)\b/i,
];
/** Drivers and the query builder: only db/ imports them as values (types are fine). */
const DRIVERS = new Set(['kysely', 'pg', 'better-sqlite3']);

/** Blanks comments (keeping line numbers) so prose about `selectFrom` is not an offence. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
}

/**
 * Functions of db/ that take a connection or transaction first (factories and free queries): only
 * db/ may call them; everyone else uses the built repositories in `deps`.
 */
function connectionTakers(dbSources: readonly string[]): Set<string> {
  const names = new Set<string>();
  const handle = String.raw`\w+\??\s*:\s*(Kysely<Database>|Transaction<Database>|Db|Trx)(?!\w)`;
  const patterns = [
    new RegExp(String.raw`export\s+(?:async\s+)?function\s+(\w+)\s*(?:<[^>]*>)?\(\s*${handle}`, 'g'),
    new RegExp(String.raw`export\s+const\s+(\w+)\s*=\s*(?:async\s*)?\(\s*${handle}`, 'g'),
  ];
  for (const source of dbSources)
    for (const pattern of patterns) for (const m of source.matchAll(pattern)) names.add(m[1] as string);
  return names;
}

/** Names a file imports as values: `import { a, type B, c as d } from 'x'` gives a and c. */
function valueImports(source: string): Array<{ from: string; names: string[]; line: number }> {
  const found: Array<{ from: string; names: string[]; line: number }> = [];
  const pattern = /^import\s+(?!type\s)([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(pattern)) {
    const clause = m[1] as string;
    const named = /\{([\s\S]*)\}/.exec(clause)?.[1] ?? '';
    const names = named
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/)[0] as string);
    const rest = clause
      .replace(/\{[\s\S]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (rest) names.push(...rest.split(/\s+/).filter((n) => n !== '*' && n !== 'as'));
    const line = source.slice(0, m.index).split('\n').length;
    found.push({ from: m[2] as string, names, line });
  }
  return found;
}

/** Every line of `source` (a file at `file`, relative to src/) that goes around the door. */
function offencesIn(file: string, source: string, takers: ReadonlySet<string>): string[] {
  const code = withoutComments(source);
  const offences: string[] = [];
  code.split('\n').forEach((text, i) => {
    const at = `${file}:${i + 1}`;
    if (FACTORY_CALL.test(text)) offences.push(`${at} builds a repository`);
    if (CONNECTION.some((p) => p.test(text))) offences.push(`${at} takes the connection`);
    if (SQL.some((p) => p.test(text))) offences.push(`${at} writes SQL`);
  });
  for (const { from, names, line } of valueImports(code)) {
    const at = `${file}:${line}`;
    if (DRIVERS.has(from)) offences.push(`${at} imports ${from}`);
    else if (/(^|\/)db\//.test(from))
      for (const name of names.filter((n) => takers.has(n)))
        offences.push(`${at} calls ${name}, which takes the connection`);
  }
  return offences;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one door to the data', () => {
  const dbFiles = sourceFiles(DB_DIR);
  const takers = connectionTakers(dbFiles.map((f) => fs.readFileSync(f, 'utf8')));

  it('no repository is built, no connection taken and no SQL written outside src/server/db/', () => {
    const outside = sourceFiles(SRC).filter((f) => !f.startsWith(DB_DIR + path.sep));
    const offences = outside.flatMap((f) =>
      offencesIn(path.relative(SRC, f), fs.readFileSync(f, 'utf8'), takers),
    );
    expect(offences).toEqual([]);
  });

  it('every statement compiled once is a read that notes itself (the change recorder cannot see it)', () => {
    // db/change-recorder.ts sees statements as Kysely compiles them: one compiled ahead and run
    // with executeQuery must be a read that calls notePrecompiledRead, never a write.
    const offences: string[] = [];
    for (const file of sourceFiles(DB_DIR)) {
      const code = withoutComments(fs.readFileSync(file, 'utf8'));
      if (!/\.\s*compile\s*\(\s*\)/.test(code)) continue;
      const name = path.relative(SRC, file);
      if (!code.includes('notePrecompiledRead('))
        offences.push(`${name} compiles a statement it does not note`);
      if (/(insertInto|updateTable|deleteFrom)\s*\([^;]*\.\s*compile\s*\(\s*\)/s.test(code))
        offences.push(`${name} compiles a write ahead`);
    }
    expect(offences).toEqual([]);
  });

  it('knows the data layer’s functions that take a connection', () => {
    for (const name of ['usersRepo', 'moderationRepo', 'transactionRunner', 'recordAudit', 'listAudit'])
      expect(takers).toContain(name);
    expect(takers).not.toContain('createRepos');
  });

  it('recognises each way around the door, and not prose or types', () => {
    const found = (source: string) =>
      offencesIn('x.ts', source, takers).map((o) => o.replace(/^x\.ts:\d+ /, ''));
    expect(found('const repo = moderationRepo(deps.database.db, deps.database.dialect);')).toEqual([
      'builds a repository',
      'takes the connection',
    ]);
    expect(found('  const { db, dialect } = deps.database;')).toEqual(['takes the connection']);
    expect(found('await trx.updateTable("users").set({ role }).execute();')).toEqual(['writes SQL']);
    expect(found('return db.transaction().execute(work);')).toEqual(['writes SQL']);
    expect(found('await sql`ANALYZE`.execute(x);')).toEqual(['writes SQL']);
    expect(found('check.prepare("SELECT name FROM sqlite_master").all();')).toEqual(['writes SQL']);
    expect(found("import SQLite from 'better-sqlite3';")).toEqual(['imports better-sqlite3']);
    expect(found("import { listAudit } from '../../db/audit-repo';")).toEqual([
      'calls listAudit, which takes the connection',
    ]);
    expect(found("import { reviewPath } from '../../db/images-repo';")).toEqual([]);
    expect(found("import type { Transaction } from 'kysely';")).toEqual([]);
    expect(found('// rows are read with selectFrom( in db/\nconst d = deps.transaction;')).toEqual([]);
  });
});
