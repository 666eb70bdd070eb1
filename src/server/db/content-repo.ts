import { type Kysely, sql, type Transaction } from 'kysely';
import type { ContentVersionInfo } from '../../shared/api/content-editor';
import type { Dialect } from './dialect';
import type { ContentAssetsTable, Database } from './schema';

/** Any number: only saves of the club content take this PostgreSQL transaction lock. */
const SAVE_LOCK = 715_001;

export interface ContentVersionRow extends ContentVersionInfo {
  /** The JSON as it was saved. */
  content: string;
}

const INFO = ['id', 'created_at', 'author_username', 'restored_from'] as const;

function toInfo(row: {
  id: number;
  created_at: number | string;
  author_username: string;
  restored_from: number | null;
}): ContentVersionInfo {
  return {
    id: Number(row.id),
    createdAt: Number(row.created_at),
    authorUsername: row.author_username,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  };
}

/**
 * The club content as organisers save it: a linear history in content_versions, the newest row
 * being the current content (no row: the content file). Assets are images the content links to.
 */
export function contentRepo(db: Kysely<Database>, dialect: Dialect) {
  const newestId = async (q: Kysely<Database> | Transaction<Database>) => {
    const row = await q
      .selectFrom('content_versions')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  };

  return {
    /** The newest version's id (a primary-key lookup, cheap to ask every few seconds). */
    newestId: () => newestId(db),

    async find(id: number): Promise<ContentVersionRow | undefined> {
      const row = await db
        .selectFrom('content_versions')
        .select([...INFO, 'content'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...toInfo(row), content: row.content } : undefined;
    },

    async page(offset: number, limit: number): Promise<{ versions: ContentVersionInfo[]; total: number }> {
      const rows = await db
        .selectFrom('content_versions')
        .select(INFO)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const count = await db
        .selectFrom('content_versions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { versions: rows.map(toInfo), total: Number(count.n) };
    },

    /**
     * Adds a version on top of `baseVersion` (null: on top of the file) and runs `alsoDo` in the
     * same transaction (the audit entry). Returns undefined, writing nothing, when a newer version
     * was saved meanwhile. Saves are serialised: SQLite has one writer; PostgreSQL takes a lock.
     */
    async insertOnTop(
      baseVersion: number | null,
      version: {
        content: string;
        createdAt: number;
        authorId: number;
        authorUsername: string;
        restoredFrom?: number;
      },
      alsoDo: (trx: Transaction<Database>, id: number) => Promise<void>,
    ): Promise<ContentVersionInfo | undefined> {
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${SAVE_LOCK})`.execute(trx);
        if ((await newestId(trx)) !== baseVersion) return undefined;
        const row = await trx
          .insertInto('content_versions')
          .values({
            content: version.content,
            created_at: version.createdAt,
            author_id: version.authorId,
            author_username: version.authorUsername,
            restored_from: version.restoredFrom ?? null,
          })
          .returning(INFO)
          .executeTakeFirstOrThrow();
        const info = toInfo(row);
        await alsoDo(trx, info.id);
        return info;
      });
    },

    async saveAsset(asset: ContentAssetsTable): Promise<void> {
      await db.insertInto('content_assets').values(asset).execute();
    },

    async findAsset(id: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('content_assets')
        .select('data')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.data;
    },
  };
}

export type ContentRepo = ReturnType<typeof contentRepo>;
