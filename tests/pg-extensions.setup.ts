import pg from 'pg';

/**
 * Vitest global setup. Test suites share one PostgreSQL database, each in its own schema with
 * `search_path = <schema>, public`; the search migration runs `CREATE EXTENSION IF NOT EXISTS
 * pg_trgm`, which would put the extension in the first suite's schema, and dropping that schema
 * would take the extension (and the other suites' indexes) with it. So it lives in `public`,
 * made once here before any suite starts.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string }>(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
       WHERE e.extname = 'pg_trgm'`,
    );
    if (rows.length === 0) await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    else if (rows[0]?.schema !== 'public') await client.query('ALTER EXTENSION pg_trgm SET SCHEMA public');
  } finally {
    await client.end();
  }
}
