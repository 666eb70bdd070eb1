import type { Dialect } from './dialect';
import type { Trx } from './transaction';

/**
 * Serialises one member's writes that count or compare their own rows (bookings, published slots,
 * push devices) on PostgreSQL by locking the member's row; SQLite runs one writer at a time.
 */
export async function lockMember(trx: Trx, dialect: Dialect, userId: number): Promise<void> {
  if (dialect === 'postgres')
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}
