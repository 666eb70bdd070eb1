import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Passkeys (docs/decisions/0018-passkeys.md):
 * - passkeys: one row per WebAuthn credential; `id` is the credential id (base64url), the
 *   public key is the COSE key the authenticator gave at registration.
 * - webauthn_challenges: the challenges handed out, keyed by their SHA-256; each is used once
 *   (deleted when used) and expires.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving Database type
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('public_key', blob, (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('challenge_hash', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expires_at')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();
}
