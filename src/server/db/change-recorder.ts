import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { withDerivedChanges } from './derived-tables';
import {
  isOpaqueWrite,
  isWrite,
  type ReadFootprint,
  readOf,
  type TableChange,
  writesOf,
} from './query-footprint';

/** What a piece of work changed: tables and columns, or everything (a raw write nobody can read). */
export type Changes = readonly TableChange[] | 'everything';

/** The writes of one request (or job), collected until it answers; later writes go out on their own. */
export interface WriteLog {
  changes: TableChange[];
  everything: boolean;
  open: boolean;
}

/** What the work running now collects: its writes (a request or job), its reads (a computation). */
interface Scope {
  log?: WriteLog;
  reads?: ReadFootprint[];
}

/**
 * One storage for both, enabled only while some work is inside it: on Node 20, while any
 * AsyncLocalStorage is enabled, a hook runs for every promise the process makes (about 15 % of a
 * SQLite search's time, measured in issue 32). So reads (GET) run outside it and their searches
 * cost what they did before the recorder; the storage turns off when the last scope settles.
 */
const scopes = new AsyncLocalStorage<Scope>();
let openScopes = 0;

function openScope<T>(scope: Scope, work: () => T): T {
  openScopes += 1;
  return scopes.run({ ...scopes.getStore(), ...scope }, work);
}

function closeScope(): void {
  openScopes -= 1;
  if (openScopes === 0) scopes.disable();
}

/** How many pieces of work are inside a scope now (0: no promise hook runs; for tests). */
export function scopesOpen(): number {
  return openScopes;
}

export function newWriteLog(): WriteLog {
  return { changes: [], everything: false, open: true };
}

/**
 * Runs `work` with its writes collected in `log` (and in whatever it starts, awaited or not),
 * until `release` is called once the work and its answer are done.
 */
export function collectingWrites<T>(log: WriteLog, work: () => T): { value: T; release: () => void } {
  let released = false;
  const value = openScope({ log }, work);
  return {
    value,
    release: () => {
      if (released) return;
      released = true;
      closeScope();
    },
  };
}

/** Closes the log: what was written in it, or undefined when nothing was. Later writes are loose. */
export function closeWriteLog(log: WriteLog): Changes | undefined {
  log.open = false;
  if (log.everything) return 'everything';
  return log.changes.length > 0 ? log.changes : undefined;
}

/** Runs a read and answers what its statements read (for the caches: cache/scopes.ts). */
export async function collectingReads<T>(
  read: () => Promise<T>,
): Promise<{ value: T; reads: ReadFootprint[] }> {
  const reads: ReadFootprint[] = [];
  try {
    const value = await openScope({ reads }, read);
    return { value, reads };
  } finally {
    closeScope();
  }
}

const precompiledReads = new WeakMap<object, ReadFootprint>();

/**
 * A read compiled once and run many times (`db.executeQuery(compiled)`) skips the plugin, which
 * sees queries as they are compiled: its runs note it here. Precompiled writes are not allowed
 * (CONTRIBUTING.md): nothing would see what they change.
 */
export function notePrecompiledRead(compiled: { query: RootOperationNode }): void {
  const log = scopes.getStore()?.reads;
  if (!log) return;
  let footprint = precompiledReads.get(compiled.query);
  if (!footprint) {
    footprint = readOf(compiled.query);
    precompiledReads.set(compiled.query, footprint);
  }
  log.push(footprint);
}

function addTo(log: WriteLog, changes: Changes): void {
  if (changes === 'everything') log.everything = true;
  else log.changes.push(...changes);
}

/**
 * A Kysely plugin that sees every statement the server sends and notes, from the statement's own
 * tree, what each write changed and what each read (inside `collectingReads`) depended on. Writes
 * made inside `collectingWrites` go to its log; any other write (a sweep, a write after the answer
 * went out) is handed to `onLooseWrite` once the database has done it.
 */
export class ChangeRecorder implements KyselyPlugin {
  /** Writes sent, by query, with the log they were sent in: counted once the database has done them. */
  readonly #sent = new WeakMap<object, { changes: Changes; log: WriteLog | undefined }>();
  #onLooseWrite: (changes: Changes) => void = () => undefined;

  /** Who hears of writes made outside any log (the answer cache, once it is set up). */
  onLooseWrite(handler: (changes: Changes) => void): void {
    this.#onLooseWrite = handler;
  }

  /** Runs `work` with its writes collected, and hands them on together once it has settled. */
  async batch<T>(work: () => Promise<T>): Promise<T> {
    const log = newWriteLog();
    const collecting = collectingWrites(log, work);
    try {
      return await collecting.value;
    } finally {
      collecting.release();
      const changes = closeWriteLog(log);
      if (changes) this.#onLooseWrite(changes);
    }
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    let changes: Changes;
    if (isOpaqueWrite(node)) changes = 'everything';
    else if (isWrite(node)) changes = withDerivedChanges(writesOf(node));
    else {
      scopes.getStore()?.reads?.push(readOf(node));
      return node;
    }
    this.#sent.set(queryId, { changes, log: scopes.getStore()?.log });
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const sent = this.#sent.get(queryId);
    if (!sent) return result;
    this.#sent.delete(queryId);
    // An update or delete that matched no row (a job claim that found none due) changed nothing.
    if (result.numAffectedRows === 0n && sent.changes !== 'everything') return result;
    if (sent.log?.open) addTo(sent.log, sent.changes);
    else this.#onLooseWrite(sent.changes);
    return result;
  }
}
