import type { Generated } from 'kysely';
import type { DigestFrequency } from '../../shared/api/digest';

/** A member's email digest: how often, when last, and what their unsubscribe link is made from (migration 025). */
export interface DigestChoicesTable {
  user_id: number;
  frequency: Generated<DigestFrequency>;
  /** When the last digest was queued; null: never (the account's creation counts instead). */
  last_sent_at: number | null;
  /** Random; HMAC'd with an app secret into the one-click unsubscribe link. A new one ends old links. */
  unsubscribe_nonce: string;
  updated_at: number;
}

export interface DigestTables {
  digest_choices: DigestChoicesTable;
}
